import React, {type ReactNode} from 'react';

/** The small drawings of the image task and the widget's marks; decorative (aria-hidden). */

interface IconProps {
  className?: string;
}

export function BrambleMark({className}: IconProps): ReactNode {
  // A bramble berry: drupelets in the accent colour, and a leaf.
  return (
    <svg className={className} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <path d="M16 9c2-5 7-6 10-5-1 4-5 6-10 5z" fill="currentColor" opacity="0.55" />
      {[
        [12, 14],
        [20, 14],
        [16, 18],
        [10, 20],
        [22, 20],
        [13, 25],
        [19, 25],
        [16, 12],
      ].map(([cx, cy]) => (
        <circle key={`${cx}-${cy}`} cx={cx} cy={cy} r="4" fill="currentColor" />
      ))}
    </svg>
  );
}

export function Checkmark({className}: IconProps): ReactNode {
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

const stroke = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2.5,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

export type TaskPicture = 'bicycle' | 'car' | 'tree' | 'house' | 'bus';

/** One picture of the image task. */
export function TaskIcon({picture, className}: IconProps & {picture: TaskPicture}): ReactNode {
  return (
    <svg className={className} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      {picture === 'bicycle' && (
        <g {...stroke}>
          <circle cx="12" cy="31" r="7" />
          <circle cx="36" cy="31" r="7" />
          <path d="M12 31l7-12h11l6 12M19 19l7 12H12M30 19l2-5h4M16 15h6" />
        </g>
      )}
      {picture === 'car' && (
        <g {...stroke}>
          <path d="M5 31v-6l5-8h22l8 8h3v6z" />
          <path d="M12 17l-3 8h30" />
          <circle cx="14" cy="32" r="4" />
          <circle cx="34" cy="32" r="4" />
        </g>
      )}
      {picture === 'tree' && (
        <g {...stroke}>
          <path d="M24 6L13 21h6l-8 11h26l-8-11h6z" />
          <path d="M24 32v10" />
        </g>
      )}
      {picture === 'house' && (
        <g {...stroke}>
          <path d="M7 24L24 9l17 15M12 20v19h24V20" />
          <path d="M21 39v-9h6v9" />
        </g>
      )}
      {picture === 'bus' && (
        <g {...stroke}>
          <rect x="9" y="8" width="30" height="28" rx="4" />
          <path d="M9 24h30M15 36v4M33 36v4" />
          <circle cx="16" cy="30" r="1.5" />
          <circle cx="32" cy="30" r="1.5" />
        </g>
      )}
    </svg>
  );
}

export function RefreshIcon(): ReactNode {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M19 8a8 8 0 1 0 1 6" {...stroke} strokeWidth={2} />
      <path d="M20 3v5h-5" {...stroke} strokeWidth={2} />
    </svg>
  );
}

export function AudioIcon(): ReactNode {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M4 9v6h4l5 4V5L8 9z" {...stroke} strokeWidth={2} />
      <path d="M16.5 8.5a5 5 0 0 1 0 7M19 6a8.5 8.5 0 0 1 0 12" {...stroke} strokeWidth={2} />
    </svg>
  );
}

export function InfoIcon(): ReactNode {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="9" {...stroke} strokeWidth={2} />
      <path d="M12 11v6M12 7.5v.5" {...stroke} strokeWidth={2} />
    </svg>
  );
}
