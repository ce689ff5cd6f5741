import type { ReactNode } from 'react';
import type { DataWidgetType } from './widgetData';

/** Each data widget's own icon for its placeholder: outlines on a 24-unit grid in the text's colour. */
const SHAPES: Record<DataWidgetType | 'web' | 'menu', ReactNode> = {
  weather: (
    <>
      <path d="M9 3v1.5M3.5 9H5M4.8 4.8l1 1M13.2 4.8l-1 1" />
      <path d="M6.3 11a3.5 3.5 0 1 1 6.2-3" />
      <path d="M8 20h9a4 4 0 0 0 .6-7.95A5 5 0 0 0 8.2 12 4 4 0 0 0 8 20z" />
    </>
  ),
  news: (
    <>
      <path d="M4 5h13v13a2 2 0 0 0 2 2H6a2 2 0 0 1-2-2z" />
      <path d="M17 9h3v9a2 2 0 0 1-4 0" />
      <path d="M7.5 9h6M7.5 12.5h6M7.5 16h4" />
    </>
  ),
  web: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M3.5 12h17M12 3.5c2.5 2.6 3.6 5.4 3.6 8.5s-1.1 5.9-3.6 8.5c-2.5-2.6-3.6-5.4-3.6-8.5S9.5 6.1 12 3.5z" />
    </>
  ),
  menu: (
    <>
      <path d="M6 3.5h12a1.5 1.5 0 0 1 1.5 1.5v14a1.5 1.5 0 0 1-1.5 1.5H6A1.5 1.5 0 0 1 4.5 19V5A1.5 1.5 0 0 1 6 3.5z" />
      <path d="M8 8h8M8 11.5h5M15.5 11.5h.5M8 15h5M15.5 15h.5" />
    </>
  ),
  facebook: (
    <>
      <rect x="3.5" y="3.5" width="17" height="17" rx="4" />
      <path d="M15.5 7.5h-1.8a2.2 2.2 0 0 0-2.2 2.2V20.5M9.5 12.5h5.5" />
    </>
  ),
  instagram: (
    <>
      <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <path d="M17 7h.01" />
    </>
  ),
  cell: (
    <>
      <rect x="3.5" y="4.5" width="17" height="15" rx="2" />
      <path d="M3.5 9.5h17M3.5 14.5h17M9.5 4.5v15" />
    </>
  ),
};

export function WidgetIcon({ type }: { type: DataWidgetType | 'web' | 'menu' }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="100%"
      height="100%"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.6}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
    >
      {SHAPES[type]}
    </svg>
  );
}
