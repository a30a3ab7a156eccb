import {colord} from 'colord';

// WCAG 2.x relative luminance of one sRGB channel (0-255).
function channel(value: number): number {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

function luminance(color: string): number {
  const {r, g, b} = colord(color).toRgb();
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/**
 * The WCAG contrast ratio of two opaque CSS colours, from 1 to 21, unrounded
 * (colord's own `contrast()` rounds to two decimals, which would let 4.495 pass
 * as 4.5). Throws on a value that is not a colour.
 */
export function contrastRatio(foreground: string, background: string): number {
  for (const color of [foreground, background]) {
    if (!colord(color).isValid()) throw new Error(`not a colour: "${color}"`);
  }
  const [light, dark] = [luminance(foreground), luminance(background)].sort((a, b) => b - a);
  return (light! + 0.05) / (dark! + 0.05);
}

/** WCAG AA minimum for normal-size text. */
export const minimumTextContrast = 4.5;
