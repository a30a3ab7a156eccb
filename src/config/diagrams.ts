import path from 'node:path';
import type {MermaidConfig} from 'mermaid';

export type ColourMode = 'light' | 'dark';

/*
 * Diagrams are drawn at build time into one image per colour mode. Text is measured then, so
 * the font must be one every reader has with the same widths: Liberation Sans (what the build
 * machine draws with) is metric-compatible with Arial and Helvetica.
 */
const fontFamily = 'Arial, "Liberation Sans", Helvetica, sans-serif';

const shared: MermaidConfig = {
  fontFamily,
  // Labels as SVG text: an image cannot rely on HTML inside foreignObject.
  htmlLabels: false,
  flowchart: {htmlLabels: false},
};

/** Mermaid's settings for each colour mode: the spec's light and dark diagram themes. */
export const diagramConfigs: Record<ColourMode, MermaidConfig> = {
  light: {...shared, theme: 'neutral'},
  dark: {
    ...shared,
    theme: 'dark',
    // Mermaid's dark theme writes edge labels #ccc on #585858 (4.4:1); a darker ground passes AA.
    themeCSS: '.edgeLabel rect, .labelBkg { fill: #474747 !important; }',
  },
};

/**
 * Where the build keeps drawn diagrams, from the site's folder: beside the bundler's own cache,
 * which remembers pages that require these files, so the two are cleared together (`npm run
 * clear`). Relative, as the site config the browser gets holds it.
 */
export const diagramImagesDir = path.join('node_modules', '.cache', 'bramble-diagrams');
