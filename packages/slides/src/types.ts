import type { MouseEvent, ReactNode } from 'react';
import type { TElement } from '@placard/contract';

/**
 * How a slide is shown: in the editor's canvas, on a screen, or as a still thumbnail. Only 'play'
 * moves: element animations run, videos play and web pages take input.
 */
export const SLIDE_MODES = ['edit', 'play', 'thumbnail'] as const;
export type SlideMode = (typeof SLIDE_MODES)[number];

/** Wraps or decorates an element as drawn (the editor adds selection and handles); must keep `node`. */
export type ElementWrapper = (element: TElement, node: ReactNode) => ReactNode;

export type ElementClickHandler = (element: TElement, event: MouseEvent<HTMLDivElement>) => void;
