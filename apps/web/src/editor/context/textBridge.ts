import { createStore } from 'zustand/vanilla';
import type { TLineFormat, TTextFormat } from '@placard/contract';

export type TextFormats = TTextFormat & TLineFormat;

/** The inline text editor open on the canvas, as the properties panel sees it. */
export type ActiveTextEditor = {
  elid: string;
  /** formats of the text selected in it (or at the caret) */
  formats: TextFormats;
  /**
   * Applies formats to the selected text (to the lines of it, for align and line spacing). With
   * `keepFocus` (a field still being typed in), a bare caret is left alone: formatting it would take
   * the focus into the text.
   */
  format(formats: TextFormats, options?: { keepFocus?: boolean }): void;
};

/**
 * While a text element is being edited inline, the canvas publishes its editor here, so formatting
 * controls act on the selected words; otherwise they act on the whole element.
 */
export const textBridge = createStore<{ active: ActiveTextEditor | null }>()(() => ({ active: null }));
