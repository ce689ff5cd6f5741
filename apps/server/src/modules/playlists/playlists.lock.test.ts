import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAYLIST_LOCK_TTL_MS, ZLockStatus, type TLockStatus } from '@placard/contract';
import {
  createMember,
  expectError,
  logIn,
  organizationWithMember,
  type LoggedIn,
} from '../../test/factories.js';
import {
  newPlaylist,
  playlistCall,
  playlistInfo,
  playlistWithSlides,
  saveSlide,
  shapeElement,
  slideOf,
  summaryOf,
  uploadThumbnail,
} from '../../test/playlists.js';
import { createTestApp, post, testClock, type TestApp } from '../../test/test-app.js';
import { image } from '../../platform/media/test-files.js';

const clock = testClock();
let t: TestApp;
let owner: LoggedIn;
let alma: LoggedIn;
let bruno: LoggedIn;

async function contentCreator(fullname: string): Promise<LoggedIn> {
  const member = await createMember(t, owner.organizationId, 'content_creator');
  const session = await logIn(t, member.email, member.password);
  const named = await post(t.app, '/api/users/setName', { name: fullname }, { cookie: session.cookie });
  expect(named.statusCode, named.body).toBe(200);
  return session;
}

beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now });
  owner = await organizationWithMember(t, { name: 'Locking Screens' });
  alma = await contentCreator('Alma Editor');
  bruno = await contentCreator('Bruno Editor');
}, 60_000);
afterAll(() => t?.close());

async function lockCall(session: LoggedIn, call: 'lock' | 'unlock' | 'lockStatus', playlistId: number) {
  const response = await playlistCall(t, session, call, { playlistId });
  expect(response.statusCode, response.body).toBe(200);
  return ZLockStatus.parse(response.json());
}

const FREE: TLockStatus = { locked: false, userName: null, mine: true };
const HELD_BY_ALMA: TLockStatus = { locked: true, userName: 'Alma Editor', mine: false };

/** A shared playlist of two slides, made by Owner so that neither editor holds anything yet. */
async function sharedPlaylist(name: string): Promise<number> {
  return (await playlistWithSlides(t, owner, name, 2, { section: 'shared' })).id;
}

describe('the edit lock of a shared playlist', () => {
  it('goes to the first editor to open it; the others are told who is editing', async () => {
    const playlistId = await sharedPlaylist('Opened');
    expect(await lockCall(bruno, 'lockStatus', playlistId)).toEqual(FREE);
    expect(await lockCall(alma, 'lock', playlistId)).toEqual(FREE);
    expect(await lockCall(alma, 'lockStatus', playlistId)).toEqual(FREE);
    for (const session of [bruno, owner]) {
      expect(await lockCall(session, 'lockStatus', playlistId)).toEqual(HELD_BY_ALMA);
      // opening it meanwhile takes nothing
      expect(await lockCall(session, 'lock', playlistId)).toEqual(HELD_BY_ALMA);
    }
    expect(await lockCall(alma, 'lockStatus', playlistId)).toEqual(FREE);
    await lockCall(alma, 'unlock', playlistId);
  });

  it("refuses everyone else's edits with 409 'Playlist editing in progress', and still lets them read", async () => {
    const playlistId = await sharedPlaylist('Busy');
    const before = await playlistInfo(t, owner, playlistId);
    const [first] = before.slides.map((slide) => slide.id);
    await lockCall(alma, 'lock', playlistId);

    const edits: [string, object][] = [
      ['updateSlide', { slideNumber: 0, slideData: { elements: [shapeElement('intruder')] } }],
      ['slide/create', {}],
      ['removeSlide', { slideNumber: 1 }],
      ['duplicateSlide', { slideNumber: 0 }],
      ['updateSlideIndex', { slideId: first, oldIndex: 0, newIndex: 1 }],
      ['updateSlideDuration', { slideId: first, duration: 99 }],
      ['update/slides/all/duration', { duration: 99 }],
      ['updateSlideAnimation', { slideId: first, animation: { type: 'fade', durationInMillis: 100 } }],
      ['updateSlideBackground', { slideId: first, backgroundType: 'color', background: '#000000' }],
      ['updateSlideActions', { slideId: first, actionData: { actions: {}, hotCorners: true } }],
      ['updateSlideOverlay', { overlayData: { slideId: first } }],
      ['updateAspect', { aspectType: '9:16' }],
      ['publish', {}],
      ['rename', { name: 'Taken over' }],
    ];
    for (const session of [bruno, owner]) {
      for (const [edit, body] of edits) {
        const error = expectError(
          await playlistCall(t, session, edit, { playlistId, ...body }),
          409,
          'PLAYLIST_LOCKED',
        );
        expect(error.message, edit).toBe('Playlist editing in progress');
      }
    }
    const spanish = await playlistCall(t, bruno, 'publish', { playlistId }, { 'accept-language': 'es' });
    expect(expectError(spanish, 409, 'PLAYLIST_LOCKED').message).toBe(
      'Edición de la lista de reproducción en curso',
    );
    const thumbnail = await uploadThumbnail(t, bruno, playlistId, 0, await image('png', 64, 36));
    expectError(thumbnail, 409, 'PLAYLIST_LOCKED');

    expect(await playlistInfo(t, bruno, playlistId)).toEqual(before);
    expect((await slideOf(saveSlide(t, alma, playlistId, 0, { duration: 15 }))).data.duration).toBe(15);
    await lockCall(alma, 'unlock', playlistId);
  });

  it('is let go when its holder leaves the editor, not when someone else asks', async () => {
    const playlistId = await sharedPlaylist('Handed over');
    await lockCall(alma, 'lock', playlistId);
    expect(await lockCall(bruno, 'unlock', playlistId)).toEqual(HELD_BY_ALMA);
    expectError(await saveSlide(t, bruno, playlistId, 0, {}), 409, 'PLAYLIST_LOCKED');

    expect(await lockCall(alma, 'unlock', playlistId)).toEqual(FREE);
    expect(await lockCall(bruno, 'lockStatus', playlistId)).toEqual(FREE);
    expect(await lockCall(bruno, 'lock', playlistId)).toEqual(FREE);
    expect(await lockCall(alma, 'lockStatus', playlistId)).toEqual({
      locked: true,
      userName: 'Bruno Editor',
      mine: false,
    });
    expectError(await saveSlide(t, alma, playlistId, 0, {}), 409, 'PLAYLIST_LOCKED');
    await slideOf(saveSlide(t, bruno, playlistId, 0, { duration: 20 }));
    await lockCall(bruno, 'unlock', playlistId);
  });

  it('lapses when the editor stops renewing it, and lasts while it renews', async () => {
    const playlistId = await sharedPlaylist('Abandoned');
    await lockCall(alma, 'lock', playlistId);
    clock.advance(PLAYLIST_LOCK_TTL_MS - 10_000);
    expect(await lockCall(alma, 'lock', playlistId)).toEqual(FREE);
    clock.advance(PLAYLIST_LOCK_TTL_MS - 10_000);
    // renewed: more than a lifetime after it was first taken, it still holds
    expect(await lockCall(bruno, 'lockStatus', playlistId)).toEqual(HELD_BY_ALMA);
    expectError(await saveSlide(t, bruno, playlistId, 0, {}), 409, 'PLAYLIST_LOCKED');

    clock.advance(10_001);
    expect(await lockCall(bruno, 'lockStatus', playlistId)).toEqual(FREE);
    expect((await slideOf(saveSlide(t, bruno, playlistId, 0, { duration: 33 }))).data.duration).toBe(33);
    expect(await lockCall(bruno, 'lock', playlistId)).toEqual(FREE);
    expect(await lockCall(alma, 'lockStatus', playlistId)).toMatchObject({
      locked: true,
      userName: 'Bruno Editor',
    });
    await lockCall(bruno, 'unlock', playlistId);
  });
});

describe('the lock of other playlists', () => {
  it("keeps a private playlist its creator's: others get 404", async () => {
    const playlistId = await newPlaylist(t, alma, 'Private draft');
    expect(await lockCall(alma, 'lock', playlistId)).toEqual(FREE);
    for (const call of ['lock', 'unlock', 'lockStatus']) {
      expectError(await playlistCall(t, bruno, call, { playlistId }), 404, 'NOT_FOUND');
    }
    expect(await summaryOf(playlistCall(t, alma, 'publish', { playlistId }))).toMatchObject({
      isPublished: true,
    });
  });

  it('answers 404 for an unknown playlist and 400 for a missing id', async () => {
    expectError(await playlistCall(t, alma, 'lock', { playlistId: 2_000_000 }), 404, 'NOT_FOUND');
    expectError(await playlistCall(t, alma, 'lockStatus', {}), 400, 'VALIDATION_FAILED');
  });
});
