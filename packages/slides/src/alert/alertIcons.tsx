import type { ReactNode } from 'react';
import type { AlertType } from '@placard/contract';

/**
 * Each alert type's icon (spec section 9), drawn on a 24-unit grid in the text's colour with round
 * strokes: plain shapes that read from across a room.
 */
const ICON_SHAPES: Record<AlertType, ReactNode> = {
  custom: (
    <>
      <path d="M6 9a6 6 0 0 1 12 0c0 6 2.5 8 2.5 8h-17S6 15 6 9z" />
      <path d="M10 20.5a2.2 2.2 0 0 0 4 0" />
    </>
  ),
  environment: (
    <>
      <path d="M5 19c0-9 5-14 15-15 0 10-5 15-13 15z" />
      <path d="M5 19c3-5 6-8 10-10" />
    </>
  ),
  fire: (
    <>
      <path d="M12 22a7 7 0 0 1-7-7c0-4 3-6 4-10 1.5 2 2 3.5 2 5.5 1.5-1 2.5-3 2.5-5 3 2.5 5.5 6 5.5 9.5a7 7 0 0 1-7 7z" />
      <path d="M12 22a3 3 0 0 1-3-3c0-2 1.5-3 3-5 1.5 2 3 3 3 5a3 3 0 0 1-3 3z" />
    </>
  ),
  health: <path d="M9 3h6v6h6v6h-6v6H9v-6H3V9h6z" />,
  infrastructure: <path d="M13 2 4.5 13.5H12L11 22l8.5-11.5H12z" />,
  safety: (
    <>
      <path d="M12 3 2 20.5h20z" />
      <path d="M12 9.5v5" />
      <path d="M12 17.5v.01" />
    </>
  ),
  security: (
    <>
      <path d="M12 2.5 4 5.5v6c0 5 3.5 9 8 10.5 4.5-1.5 8-5.5 8-10.5v-6z" />
      <path d="M12 8v5" />
      <path d="M12 16v.01" />
    </>
  ),
  weather: (
    <>
      <path d="M7 15.5a4.5 4.5 0 0 1-.5-9 6 6 0 0 1 11.5 1.5 3.8 3.8 0 0 1 0 7.5z" />
      <path d="M8 18.5 7 21M12 18.5 11 21M16 18.5 15 21" />
    </>
  ),
};

/** The icon of an alert's type, as large as its box, in the current text colour. */
export function AlertIcon({ type, label }: { type: AlertType; label: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      role="img"
      aria-label={label}
      data-alert-icon={type}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      style={{ display: 'block', width: '100%', height: '100%' }}
    >
      {ICON_SHAPES[type]}
    </svg>
  );
}
