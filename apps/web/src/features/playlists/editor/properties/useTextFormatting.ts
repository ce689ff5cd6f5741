import { useStore } from 'zustand';
import type { TElementOf } from '@placard/contract';
import { currentSlideData } from '../../../../editor/state';
import { useEditor } from '../EditorContext';
import { textBridge, type TextFormats } from '../textBridge';
import { deltaFormats, formatDelta, withDefaultFormats } from './formatDelta';

/**
 * The formats a text element's controls show and change: while the element is edited inline, those
 * of the selected words (applied to them); otherwise those of the whole text (which is rewritten).
 */
export function useTextFormatting(element: TElementOf<'text'>) {
  const { store } = useEditor();
  const active = useStore(textBridge, (state) => state.active);
  const editor = active?.elid === element.elid ? active : null;
  const formats: TextFormats = editor
    ? withDefaultFormats(editor.formats)
    : deltaFormats(element.contents.delta);

  const apply = (changes: TextFormats) => {
    if (editor) {
      editor.format(changes);
      return;
    }
    const state = store.getState();
    const now = currentSlideData(state)?.elements.find((candidate) => candidate.elid === element.elid);
    if (now?.eltype !== 'text') return;
    state.updateElements([
      { elid: now.elid, patch: { contents: { delta: formatDelta(now.contents.delta, changes) } } },
    ]);
  };

  return { formats, apply, inline: editor !== null };
}
