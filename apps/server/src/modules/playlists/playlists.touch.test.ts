import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TPlaylist } from '@placard/contract';
import {
  expectError,
  organizationWithMember,
  setLicensePackage,
  type LoggedIn,
} from '../../test/factories.js';
import {
  duplicatedOf,
  playlistCall,
  playlistInfo,
  playlistWithSlides,
  saveSlide,
  shapeElement,
  slideOf,
} from '../../test/playlists.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t?.close());

const text = (words: string) =>
  shapeElement('caption', { eltype: 'text', contents: { delta: [{ insert: words }, { insert: '\n' }] } });
const jumpTo = (targetSlideId: number) => ({ type: 'OATJumpTo', targetSlideId });

/** An organization (licensed for interaction unless told) with a playlist of two slides. */
async function playlistOf(pkg: 'location_1y' | 'trial'): Promise<{ session: LoggedIn; playlist: TPlaylist }> {
  const session = await organizationWithMember(t, { pkg });
  return { session, playlist: await playlistWithSlides(t, session, 'Touch screens', 2) };
}

/** Takes the interaction feature out of an organization's licence (a licence changed since). */
function withoutInteraction(session: LoggedIn): Promise<void> {
  return setLicensePackage(t, session.organizationId, 'trial');
}

const second = (playlist: TPlaylist) => playlist.slides[1]?.id ?? 0;

describe('touch interactions without a licence for interaction', () => {
  it('refuses a new jump action and hot corners turned on', async () => {
    const { session, playlist } = await playlistOf('trial');
    const jump = { elements: [shapeElement('button')], actions: { button: jumpTo(second(playlist)) } };
    expectError(await saveSlide(t, session, playlist.id, 0, jump), 403, 'INTERACTION_NOT_LICENSED');
    expectError(
      await saveSlide(t, session, playlist.id, 0, { hotCorners: true }),
      403,
      'INTERACTION_NOT_LICENSED',
    );
    const actionData = { actions: {}, hotCorners: true };
    const slideId = playlist.slides[0]?.id;
    expectError(
      await playlistCall(t, session, 'updateSlideActions', { playlistId: playlist.id, slideId, actionData }),
      403,
      'INTERACTION_NOT_LICENSED',
    );
    const stored = await playlistInfo(t, session, playlist.id);
    expect(stored.slides[0]?.data).toMatchObject({ actions: {}, hotCorners: false });
    // other edits are saved as ever
    const saved = await slideOf(saveSlide(t, session, playlist.id, 0, { elements: [text('Welcome')] }));
    expect(saved.data.elements).toHaveLength(1);
  });

  it('keeps the actions a slide already has through other edits, refuses changing them, lets them go', async () => {
    const { session, playlist } = await playlistOf('location_1y');
    const actions = { button: jumpTo(second(playlist)) };
    const elements = [shapeElement('button'), text('Welcome')];
    await slideOf(saveSlide(t, session, playlist.id, 0, { elements, actions, hotCorners: true }));
    await withoutInteraction(session);

    const edited = [shapeElement('button'), text('Welcome, visitors')];
    const kept = await slideOf(
      saveSlide(t, session, playlist.id, 0, { elements: edited, actions, hotCorners: true }),
    );
    expect(kept.data).toMatchObject({ actions, hotCorners: true });

    const popup = {
      button: {
        ...jumpTo(second(playlist)),
        type: 'OATPopup',
        position: { x: 0, y: 0 },
        size: { width: 1, height: 1 },
      },
    };
    expectError(
      await saveSlide(t, session, playlist.id, 0, { elements: edited, actions: popup, hotCorners: true }),
      403,
      'INTERACTION_NOT_LICENSED',
    );

    const removed = await slideOf(
      saveSlide(t, session, playlist.id, 0, { elements: edited, hotCorners: true }),
    );
    expect(removed.data).toMatchObject({ actions: {}, hotCorners: true });
    const slideId = playlist.slides[0]?.id;
    const actionData = { actions: {}, hotCorners: false };
    const off = await slideOf(
      playlistCall(t, session, 'updateSlideActions', { playlistId: playlist.id, slideId, actionData }),
    );
    expect(off.data).toMatchObject({ actions: {}, hotCorners: false });
  });

  it('refuses a copy of a slide with actions, and copies one without', async () => {
    const { session, playlist } = await playlistOf('location_1y');
    const actions = { button: jumpTo(second(playlist)) };
    await slideOf(saveSlide(t, session, playlist.id, 0, { elements: [shapeElement('button')], actions }));
    await withoutInteraction(session);
    expectError(
      await playlistCall(t, session, 'duplicateSlide', { playlistId: playlist.id, slideNumber: 0 }),
      403,
      'INTERACTION_NOT_LICENSED',
    );
    const copy = await duplicatedOf(
      playlistCall(t, session, 'duplicateSlide', { playlistId: playlist.id, slideNumber: 1 }),
    );
    expect(copy.playlist.slides).toHaveLength(3);
  });
});

describe('touch interactions with a licence for interaction', () => {
  it('saves jump actions, popups and hot corners', async () => {
    const { session, playlist } = await playlistOf('location_1y');
    const actions = { button: jumpTo(second(playlist)) };
    const saved = await slideOf(
      saveSlide(t, session, playlist.id, 0, {
        elements: [shapeElement('button')],
        actions,
        hotCorners: true,
      }),
    );
    expect(saved.data).toMatchObject({ actions, hotCorners: true });
    const copy = await duplicatedOf(
      playlistCall(t, session, 'duplicateSlide', { playlistId: playlist.id, slideNumber: 0 }),
    );
    expect(copy.playlist.slides[1]?.data).toMatchObject({ actions, hotCorners: true });
  });
});
