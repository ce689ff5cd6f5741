import { useStore } from 'zustand';
import type { TElementOf } from '@placard/contract';
import { currentSlideData } from '../../state';
import { useEditor } from '../../context/EditorContext';
import { textBridge, type TextFormats } from '../../context/textBridge';
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

  /**
   * `burst` names a run of changes typed in one field (one undo step); `final` is its last, after
   * which the focus may go back to the text being edited.
   */
  const apply = (changes: TextFormats, options: { burst?: string; final?: boolean } = {}) => {
    if (editor) {
      if (options.burst && !options.final) editor.format(changes, { keepFocus: true });
      else editor.format(changes);
      return;
    }
    const state = store.getState();
    const now = currentSlideData(state)?.elements.find((candidate) => candidate.elid === element.elid);
    if (now?.eltype !== 'text') return;
    const delta = formatDelta(now.contents.delta, changes);
    // the same text again (a size confirmed with Enter) is no step to undo
    if (JSON.stringify(delta) === JSON.stringify(now.contents.delta)) return;
    state.updateElements(
      [{ elid: now.elid, patch: { contents: { delta } } }],
      options.burst ? { burst: options.burst } : {},
    );
  };

  return { formats, apply, inline: editor !== null };
}
