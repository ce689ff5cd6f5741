import type { ReactNode } from 'react';
import { WidgetDataProvider } from '@placard/slides';
import { currentSlideData } from '../state';
import { useEditorState } from '../context/EditorContext';
import { useUiLocale, useWidgetEntries } from './widgetPreview';

const NO_ELEMENTS: readonly never[] = [];

/**
 * Gives the editor's drawings of slides (the canvas, the thumbnails) the live data of the widgets on
 * the current slide, read every minute, in the user's language.
 */
export function EditorWidgetData({ children }: { children: ReactNode }) {
  const elements = useEditorState((state) => currentSlideData(state)?.elements ?? NO_ELEMENTS);
  const entries = useWidgetEntries(elements);
  const locale = useUiLocale();
  return (
    <WidgetDataProvider entries={entries} locale={locale}>
      {children}
    </WidgetDataProvider>
  );
}
