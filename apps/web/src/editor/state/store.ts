import type { TPlaylist } from '@placard/contract';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { createEditorDocument, initialDocument, type DocumentCommands, type DocumentState } from './document';
import { createHistory } from './history';
import { createSessionCommands, initialSession, type SessionCommands, type SessionState } from './session';
import { playlistHistoryAdapter } from './slide-change';
import { createTyping } from './typing';

/**
 * The slide editor's state: the document (the playlist being edited, its history and what is left to
 * save) and the session (the slide shown, the selection, text editing, the clipboard and zoom), with
 * the commands of both.
 */
export type EditorState = DocumentState & DocumentCommands & SessionState & SessionCommands;

export type EditorStore = StoreApi<EditorState>;

/** The store as the document's and the session's commands read and change it. */
export type StoreAccess = { get: () => EditorState; set: (partial: Partial<EditorState>) => void };

export function createEditorStore(playlist: TPlaylist | null = null): EditorStore {
  return createStore<EditorState>()((set, get) => {
    const store = { get, set };
    const history = createHistory(playlistHistoryAdapter);
    // the typing in a text is the session's, its undo step the document's
    const typing = createTyping(history);
    const editorDocument = createEditorDocument(store, history, typing);
    return {
      ...initialDocument(playlist, history),
      ...initialSession(playlist),
      ...editorDocument.commands,
      ...createSessionCommands(store, typing, editorDocument.removeBlankTexts),
    };
  });
}
