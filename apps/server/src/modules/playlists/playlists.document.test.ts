import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { computeAabb, type TElement, type TElementOf, type TMediaItem } from '@placard/contract';
import {
  createMember,
  expectError,
  logIn,
  organizationWithMember,
  type LoggedIn,
} from '../../test/factories.js';
import { distinctPng } from '../../test/media-library.js';
import { uploadMedia } from '../../test/media-uploads.js';
import {
  imageElement,
  newPlaylist,
  playlistCall,
  playlistWithSlides,
  saveSlide,
  shapeElement,
  slideOf,
  videoElement,
} from '../../test/playlists.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let ada: LoggedIn;
let colleague: LoggedIn;
let bob: LoggedIn;
let photo: TMediaItem;
let colleaguesOwn: TMediaItem;
let teamPhoto: TMediaItem;
let foreign: TMediaItem;

beforeAll(async () => {
  t = await createTestApp();
  ada = await organizationWithMember(t, { name: 'Document Screens' });
  const member = await createMember(t, ada.organizationId, 'content_creator');
  colleague = await logIn(t, member.email, member.password);
  bob = await organizationWithMember(t, { name: 'Other Screens' });
  photo = await uploadMedia(t, ada, 'photo.png', await distinctPng());
  colleaguesOwn = await uploadMedia(t, colleague, 'private.png', await distinctPng());
  teamPhoto = await uploadMedia(t, colleague, 'team.png', await distinctPng(), { section: 'shared' });
  foreign = await uploadMedia(t, bob, 'foreign.png', await distinctPng());
}, 60_000);
afterAll(() => t?.close());

const MEDIA_REFUSED = { slideData: 'Not found.' };

describe('saving a slide', () => {
  it('stores the whole document, computing each box itself rather than trusting the browser', async () => {
    const playlistId = await newPlaylist(t, ada, 'Whole document');
    const turned = shapeElement('turned', {
      transform: { translation: { x: 100, y: 50 }, rotation: 90, scale: { x: 2, y: 1 } },
      aabb: { x: 0, y: 0, width: 1, height: 1 },
    });
    const document = {
      duration: 45,
      background: { type: 'color', color: '#00aa00' },
      slideAnimation: { type: 'slide', option: 'left', durationInMillis: 800 },
      elements: [shapeElement('plain'), turned],
    } as const;
    const saved = await slideOf(saveSlide(t, ada, playlistId, 0, document));
    expect(saved.data).toMatchObject({
      duration: 45,
      background: { type: 'color', color: '#00AA00' },
      slideAnimation: { type: 'slide', option: 'left', durationInMillis: 800 },
    });
    const [plain, rotated] = saved.data.elements as [TElement, TElement];
    expect(plain.aabb).toEqual({ x: 100, y: 50, width: 200, height: 100 });
    expect(rotated.aabb).toEqual(computeAabb(rotated));
    expect(rotated.aabb.width).toBeCloseTo(100);
    expect(rotated.aabb.height).toBeCloseTo(400);

    const read = await slideOf(playlistCall(t, ada, 'getSlide', { playlistId, slideId: saved.id }));
    expect(read).toEqual(saved);
  });

  it('refuses two elements with one id', async () => {
    const playlistId = await newPlaylist(t, ada, 'Twin ids');
    const response = await saveSlide(t, ada, playlistId, 0, {
      elements: [shapeElement('logo'), shapeElement('other'), shapeElement('logo')],
    });
    expect(expectError(response, 400, 'VALIDATION_FAILED').fields).toEqual({
      'elements.2.elid': 'This value appears twice.',
    });
  });

  it('refuses an action on an element the slide does not have', async () => {
    const playlist = await playlistWithSlides(t, ada, 'Ghost action', 2);
    const response = await saveSlide(t, ada, playlist.id, 0, {
      elements: [shapeElement('button')],
      actions: { ghost: { type: 'OATJumpTo', targetSlideId: playlist.slides[1]?.id } },
    });
    expect(expectError(response, 400, 'VALIDATION_FAILED').fields).toEqual({
      'actions.ghost': 'Please enter a valid value.',
    });
  });

  it('refuses hot corners and jumps while the playlist has a single slide', async () => {
    const playlistId = await newPlaylist(t, ada, 'Alone');
    const other = await newPlaylist(t, ada, 'Elsewhere');
    const otherSlide = (await slideOf(saveSlide(t, ada, other, 0, {}))).id;
    expectError(await saveSlide(t, ada, playlistId, 0, { hotCorners: true }), 400, 'HOT_CORNERS_NEED_SLIDES');
    const jump = await saveSlide(t, ada, playlistId, 0, {
      elements: [shapeElement('button')],
      actions: { button: { type: 'OATJumpTo', targetSlideId: otherSlide } },
    });
    const error = expectError(jump, 400, 'JUMP_NEEDS_SLIDE');
    expect(error.message).toBe('Jump to slide needs at least one other slide.');
  });

  it('keeps a jump or popup to another slide, but not to the slide itself or another playlist', async () => {
    const playlist = await playlistWithSlides(t, ada, 'Jumping', 2);
    const [first, second] = playlist.slides.map((slide) => slide.id);
    const otherSlide = (await slideOf(saveSlide(t, ada, await newPlaylist(t, ada, 'Away'), 0, {}))).id;
    const withJump = (targetSlideId: number | undefined) =>
      saveSlide(t, ada, playlist.id, 0, {
        elements: [shapeElement('button')],
        actions: { button: { type: 'OATJumpTo', targetSlideId } },
        hotCorners: true,
      });
    for (const target of [first, otherSlide]) {
      expect(expectError(await withJump(target), 400, 'VALIDATION_FAILED').fields).toEqual({
        'actions.button.targetSlideId': 'Please enter a valid value.',
      });
    }
    const saved = await slideOf(withJump(second));
    expect(saved.data).toMatchObject({
      actions: { button: { type: 'OATJumpTo', targetSlideId: second } },
      hotCorners: true,
    });
    const popup = {
      type: 'OATPopup',
      targetSlideId: first,
      position: { x: 0.25, y: 0.25 },
      size: { width: 0.5, height: 0.5 },
    };
    const withPopup = await slideOf(
      saveSlide(t, ada, playlist.id, 1, { elements: [shapeElement('info')], actions: { info: popup } }),
    );
    expect(withPopup.data.actions).toEqual({ info: popup });
  });

  it('answers 404 for a slide number past the end or an unknown playlist', async () => {
    const playlistId = await newPlaylist(t, ada, 'One slide');
    expectError(await saveSlide(t, ada, playlistId, 1, {}), 404, 'NOT_FOUND');
    expectError(await saveSlide(t, ada, 2_000_000, 0, {}), 404, 'NOT_FOUND');
    expectError(
      await playlistCall(t, ada, 'updateSlide', { playlistId, slideNumber: 0 }),
      400,
      'VALIDATION_FAILED',
    );
  });
});

describe('media on a slide', () => {
  it("shows a library item at the server's address, whatever address the browser sent", async () => {
    const playlistId = await newPlaylist(t, ada, 'Pictures');
    for (const url of ['', 'https://cdn.example.com/elsewhere.png', '/api/files/0000.png']) {
      const saved = await slideOf(
        saveSlide(t, ada, playlistId, 0, { elements: [imageElement('pic', photo.id, url)] }),
      );
      expect(saved.data.elements[0]).toMatchObject({
        eltype: 'image',
        contents: { mediaId: photo.id, url: photo.url, page: null },
      });
    }
  });

  it("refuses another organization's media and a colleague's private media, but takes Shared media", async () => {
    const playlistId = await newPlaylist(t, ada, 'Borrowed');
    for (const item of [foreign, colleaguesOwn]) {
      const response = await saveSlide(t, ada, playlistId, 0, { elements: [imageElement('pic', item.id)] });
      expect(expectError(response, 400, 'VALIDATION_FAILED').fields).toEqual(MEDIA_REFUSED);
    }
    expectError(
      await saveSlide(t, ada, playlistId, 0, { elements: [imageElement('pic', 2_000_000)] }),
      400,
      'VALIDATION_FAILED',
    );
    const saved = await slideOf(
      saveSlide(t, ada, playlistId, 0, { elements: [imageElement('pic', teamPhoto.id)] }),
    );
    expect(saved.data.elements[0]).toMatchObject({ contents: { mediaId: teamPhoto.id, url: teamPhoto.url } });
  });

  it('refuses a video element that points at an image', async () => {
    const playlistId = await newPlaylist(t, ada, 'Not a video');
    const response = await saveSlide(t, ada, playlistId, 0, { elements: [videoElement('clip', photo.id)] });
    expect(expectError(response, 400, 'VALIDATION_FAILED').fields).toEqual(MEDIA_REFUSED);
  });

  it('keeps what the playlist already shows when a colleague who cannot see the item saves the slide', async () => {
    const playlistId = await newPlaylist(t, colleague, 'Team board', { section: 'shared' });
    const placed = await slideOf(
      saveSlide(t, colleague, playlistId, 0, { elements: [imageElement('private', colleaguesOwn.id)] }),
    );
    const shown = placed.data.elements[0] as TElementOf<'image'>;
    expect(shown).toMatchObject({ contents: { url: colleaguesOwn.url } });

    // Ada moves it and adds her own picture; the address stays the stored one, whatever she sends
    const moved = {
      ...shown,
      transform: { translation: { x: 300, y: 200 }, rotation: 0, scale: { x: 1, y: 1 } },
    };
    const swapped = { ...moved, contents: { ...moved.contents, url: 'https://cdn.example.com/swap.png' } };
    const saved = await slideOf(
      saveSlide(t, ada, playlistId, 0, { elements: [swapped, imageElement('mine', photo.id)] }),
    );
    expect(saved.data.elements.map((element) => [element.elid, element.transform.translation.x])).toEqual([
      ['private', 300],
      ['mine', 0],
    ]);
    expect(saved.data.elements.map((element) => (element.contents as { url: string }).url)).toEqual([
      colleaguesOwn.url,
      photo.url,
    ]);
    // an item it does not show yet stays out of reach
    const another = await uploadMedia(t, colleague, 'another.png', await distinctPng());
    expectError(
      await saveSlide(t, ada, playlistId, 0, { elements: [imageElement('other', another.id)] }),
      400,
      'VALIDATION_FAILED',
    );
  });

  it('refuses addresses that are neither the file store nor https', async () => {
    const playlistId = await newPlaylist(t, ada, 'Addresses');
    for (const url of ['http://example.com/a.png', 'javascript:alert(1)', 'ftp://example.com/a.png']) {
      const element = { ...imageElement('pic', photo.id, url) };
      expectError(await saveSlide(t, ada, playlistId, 0, { elements: [element] }), 400, 'VALIDATION_FAILED');
    }
    const external = {
      ...imageElement('pic', photo.id),
      contents: { mediaId: null, url: 'https://images.example.com/a.jpg' },
    };
    const saved = await slideOf(saveSlide(t, ada, playlistId, 0, { elements: [external] }));
    expect(saved.data.elements[0]).toMatchObject({
      contents: { mediaId: null, url: 'https://images.example.com/a.jpg' },
    });
  });
});
