import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { initI18n } from '../../app/i18n';
import { sentBodies, stubApi } from '../../test/testSession';
import { createEditorStore } from '../state';
import { playlistWith } from '../state/test-fixtures';
import { useAutosave } from './useAutosave';

beforeAll(async () => {
  await initI18n('en');
}, 30_000);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const REASON =
  'Touch interactions (hot corners, jump to slide, popups) are part of licences with interaction.';

describe('autosave of a slide the server refuses', { timeout: 30_000 }, () => {
  it('says why, sends it once, and saves the next change of the slide', async () => {
    let refuse = true;
    const api = stubApi({
      'POST /api/playlist/updateSlide': () =>
        refuse
          ? { status: 403, body: { error: { code: 'INTERACTION_NOT_LICENSED', message: REASON } } }
          : { status: 200, body: { id: 1, thumbnailUrl: null, data: {} } },
    });
    const store = createEditorStore(playlistWith([{ id: 1 }, { id: 2 }]));
    const { result } = renderHook(() => useAutosave(store, 1, true));

    act(() => store.getState().updateSlideProps({ hotCorners: true }));
    await waitFor(() => expect(result.current.state.status).toBe('refused'));
    expect(result.current.refusal).toBe(REASON);
    expect(result.current.state.pending).toBe(0);
    expect(sentBodies(api, 'POST', '/api/playlist/updateSlide')).toHaveLength(1);
    // the slide is still to be saved
    expect(Object.keys(store.getState().dirty)).toEqual(['1']);

    refuse = false;
    act(() => store.getState().updateSlideProps({ hotCorners: false }));
    await waitFor(() => expect(result.current.state.status).toBe('saved'));
    expect(result.current.refusal).toBeNull();
    expect(sentBodies(api, 'POST', '/api/playlist/updateSlide')).toHaveLength(2);
    expect(store.getState().dirty).toEqual({});
  });
});
