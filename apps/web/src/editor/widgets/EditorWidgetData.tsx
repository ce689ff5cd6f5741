import { useMemo, type ReactNode } from 'react';
import { slideMenuIds } from '@placard/contract';
import { WidgetDataProvider } from '@placard/slides';
import { useMenuEntries } from '../../features/menus/useMenuEntries';
import { currentSlideData } from '../state';
import { useEditorState } from '../context/EditorContext';
import { useUiLocale, useWidgetEntries } from './widgetPreview';

const NO_ELEMENTS: readonly never[] = [];

/**
 * Gives the editor's drawings of slides (the canvas, the thumbnails) the live data of the widgets on
 * the current slide, read every minute, and the menus they show, in the user's language.
 */
export function EditorWidgetData({ children }: { children: ReactNode }) {
  const elements = useEditorState((state) => currentSlideData(state)?.elements ?? NO_ELEMENTS);
  const sources = useWidgetEntries(elements);
  const menus = useMenuEntries(slideMenuIds(elements));
  const entries = useMemo(() => ({ ...sources, ...menus }), [sources, menus]);
  const locale = useUiLocale();
  return (
    <WidgetDataProvider entries={entries} locale={locale}>
      {children}
    </WidgetDataProvider>
  );
}
