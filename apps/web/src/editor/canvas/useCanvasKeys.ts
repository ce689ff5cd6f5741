import { useEffect } from 'react';
import { NUDGE_STEP, NUDGE_STEP_LARGE } from '../state';
import { useEditor } from '../context/EditorContext';

/** Whether a key press belongs to a field (typing there must not move or delete elements). */
function inField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

const ARROWS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/**
 * The editor's keyboard: arrows nudge (1 unit, 10 with shift), Delete removes, Ctrl+Z / Ctrl+Shift+Z
 * (or Ctrl+Y) undo and redo, Ctrl+C / X / V / D copy, cut, paste and duplicate, Ctrl+A selects all,
 * Enter edits the selected text, Escape cancels a gesture, leaves text editing or deselects.
 */
export function useCanvasKeys(): void {
  const { store, readOnly, canChange } = useEditor();
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const state = store.getState();
      const typing = inField(event.target);
      const mod = event.ctrlKey || event.metaKey;
      const key = event.key.toLowerCase();
      if (event.key === 'Escape') {
        if (state.editingTextElid !== null) state.endTextEdit();
        else if (!typing) state.deselect();
        return;
      }
      if (typing) return;
      if (mod && key === 'z' && !readOnly) {
        event.preventDefault();
        if (event.shiftKey) state.redo();
        else state.undo();
        return;
      }
      if (mod && key === 'y' && !readOnly) {
        event.preventDefault();
        state.redo();
        return;
      }
      if (mod && key === 'a') {
        event.preventDefault();
        state.selectAll();
        return;
      }
      if (mod && key === 'c') {
        state.copy();
        return;
      }
      if (readOnly) return;
      // protected elements (another author's, in a shared playlist) stay as they are
      const slide = state.playlist?.slides.find((entry) => entry.id === state.currentSlideId);
      const selected = slide?.data.elements.filter((element) => state.selection.includes(element.elid)) ?? [];
      if (selected.some((element) => !canChange(element)) && !(mod && key === 'v')) return;
      if (mod && key === 'x') state.cut();
      else if (mod && key === 'v') state.paste();
      else if (mod && key === 'd') {
        event.preventDefault();
        state.duplicate();
      } else if ((event.key === 'Delete' || event.key === 'Backspace') && state.selection.length > 0) {
        event.preventDefault();
        state.deleteElements(state.selection);
      } else if (event.key in ARROWS && state.selection.length > 0) {
        event.preventDefault();
        const [dx, dy] = ARROWS[event.key] ?? [0, 0];
        const step = event.shiftKey ? NUDGE_STEP_LARGE : NUDGE_STEP;
        state.nudge(dx * step, dy * step);
      } else if (event.key === 'Enter' && state.selection.length === 1) {
        const [elid] = state.selection;
        const slide = state.playlist?.slides.find((entry) => entry.id === state.currentSlideId);
        const element = slide?.data.elements.find((entry) => entry.elid === elid);
        if (element?.eltype === 'text' && !element.locked) {
          event.preventDefault();
          state.startTextEdit(element.elid);
        }
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [store, readOnly, canChange]);
}
