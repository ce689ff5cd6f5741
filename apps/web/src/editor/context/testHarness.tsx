import { Suspense, type ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import type { TPlaylist, TSession } from '@placard/contract';
import { initI18n } from '../../app/i18n';
import { createEditorStore } from '../state';
import { testSession, WithSession } from '../../test/testSession';
import { EditorContext, type EditorServices } from './EditorContext';

/**
 * The editor's services for a test of an editor panel: a real store of the playlist, and the calls that go to the
 * server as recorders that succeed (each test may give its own).
 */
export function testServices(playlist: TPlaylist, overrides: Partial<EditorServices> = {}): EditorServices {
  const done = () => Promise.resolve();
  return {
    store: createEditorStore(playlist),
    playlistId: playlist.id,
    kind: playlist.kind,
    readOnly: false,
    canChange: () => true,
    addSlide: vi.fn<EditorServices['addSlide']>(done),
    addSlides: vi.fn<EditorServices['addSlides']>(() => Promise.resolve([])),
    removeSlides: vi.fn<EditorServices['removeSlides']>(done),
    duplicateSlide: vi.fn<EditorServices['duplicateSlide']>(done),
    removeSlide: vi.fn<EditorServices['removeSlide']>(done),
    moveSlide: vi.fn<EditorServices['moveSlide']>(done),
    updateSlideProps: vi.fn<EditorServices['updateSlideProps']>(),
    setBackground: vi.fn<EditorServices['setBackground']>(),
    setAllDurations: vi.fn<EditorServices['setAllDurations']>(done),
    setAnimationForAll: vi.fn<EditorServices['setAnimationForAll']>(done),
    setAspect: vi.fn<EditorServices['setAspect']>(done),
    setOverlay: vi.fn<EditorServices['setOverlay']>(done),
    applyTemplate: vi.fn<EditorServices['applyTemplate']>(done),
    saveAsTemplate: vi.fn<EditorServices['saveAsTemplate']>(done),
    ...overrides,
  };
}

/**
 * Renders a panel inside the editor's context, signed in (as an owner with every licence switch unless
 * another session is given), in English, with a fresh query cache.
 */
export async function renderInEditor(
  ui: ReactElement,
  services: EditorServices,
  session: TSession = testSession(),
) {
  await initI18n('en');
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const view = render(
    <WithSession session={session}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>
          <EditorContext.Provider value={services}>
            <Suspense fallback={<p>loading</p>}>{ui}</Suspense>
          </EditorContext.Provider>
        </MemoryRouter>
      </QueryClientProvider>
    </WithSession>,
  );
  return { ...view, queryClient };
}
