import React, {type ReactNode} from 'react';

// The small drawings of the image task and the widget's marks, each its shapes: `d` is a path,
// `c` circles as cx, cy, r, `r` a rectangle as x, y, width, height, rx. Decorative (aria-hidden).
const drawings = {
  bicycle: {c: [12, 31, 7, 36, 31, 7], d: 'M12 31l7-12h11l6 12M19 19l7 12H12M30 19l2-5h4M16 15h6'},
  car: {c: [14, 32, 4, 34, 32, 4], d: 'M5 31v-6l5-8h22l8 8h3v6zM12 17l-3 8h30'},
  tree: {d: 'M24 6L13 21h6l-8 11h26l-8-11h6zM24 32v10'},
  house: {d: 'M7 24L24 9l17 15M12 20v19h24V20M21 39v-9h6v9'},
  bus: {r: [9, 8, 30, 28, 4], c: [16, 30, 1.5, 32, 30, 1.5], d: 'M9 24h30M15 36v4M33 36v4'},
  refresh: {d: 'M19 8a8 8 0 1 0 1 6M20 3v5h-5'},
  audio: {d: 'M4 9v6h4l5 4V5L8 9zM16.5 8.5a5 5 0 0 1 0 7M19 6a8.5 8.5 0 0 1 0 12'},
  info: {c: [12, 12, 9], d: 'M12 11v6M12 7.5v.5'},
} satisfies Record<string, {d: string; c?: number[]; r?: number[]}>;

export type Drawing = keyof typeof drawings;

/** The task pictures (48 × 48) and the toolbar's icons (24 × 24), drawn with strokes. */
export function Icon({name, className}: {name: Drawing; className?: string}): ReactNode {
  const {d, c = [], r}: {d: string; c?: number[]; r?: number[]} = drawings[name];
  const small = ['refresh', 'audio', 'info'].includes(name);
  return (
    <svg
      className={className}
      viewBox={small ? '0 0 24 24' : '0 0 48 48'}
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth={small ? 2 : 2.5}
      strokeLinecap="round"
      strokeLinejoin="round">
      {r && <rect x={r[0]} y={r[1]} width={r[2]} height={r[3]} rx={r[4]} />}
      <path d={d} />
      {[0, 3].map(
        (i) => c[i] !== undefined && <circle key={i} cx={c[i]} cy={c[i + 1]} r={c[i + 2]} />,
      )}
    </svg>
  );
}

/** The checkmark of a ticked box and a chosen tile. */
export function Checkmark({className}: {className?: string}): ReactNode {
  return (
    <svg className={className} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M5 12.5l4.5 4.5L19 7.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** The bramble berry: drupelets in the accent colour, and a leaf. */
export function BrambleMark({className}: {className?: string}): ReactNode {
  return (
    <svg className={className} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <path d="M16 9c2-5 7-6 10-5-1 4-5 6-10 5z" fill="currentColor" opacity="0.55" />
      {[12, 14, 20, 14, 16, 18, 10, 20, 22, 20, 13, 25, 19, 25, 16, 12].map(
        (cy, i, all) =>
          i % 2 === 1 && <circle key={i} cx={all[i - 1]} cy={cy} r="4" fill="currentColor" />,
      )}
    </svg>
  );
}
