import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZCreatedId, type TMediaItem } from '@placard/contract';
import { expectError, organizationWithMember, type LoggedIn } from '../../test/factories.js';
import { distinctPng } from '../../test/media-library.js';
import { uploadMedia } from '../../test/media-uploads.js';
import {
  newPlaylist,
  playlistCall,
  playlistInfo,
  playlistOf,
  playlistWithSlides,
  saveSlide,
  shapeElement,
  slideOf,
  summaryOf,
  templateCall,
} from '../../test/playlists.js';
import { createTestApp, post, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let ada: LoggedIn;
let photo: TMediaItem;
let foreign: TMediaItem;

beforeAll(async () => {
  t = await createTestApp();
  ada = await organizationWithMember(t, { name: 'Settings Screens' });
  const bob = await organizationWithMember(t, { name: 'Other Screens' });
  photo = await uploadMedia(t, ada, 'backdrop.png', await distinctPng());
  foreign = await uploadMedia(t, bob, 'foreign.png', await distinctPng());
}, 60_000);
afterAll(() => t?.close());

const call = (name: string, body: object) => playlistCall(t, ada, name, body);

describe("a slide's background", () => {
  it('takes a colour, then an image of the library shown over that colour', async () => {
    const playlist = await playlistWithSlides(t, ada, 'Backgrounds', 1);
    const slideId = playlist.slides[0]?.id;
    const colour = await slideOf(
      call('updateSlideBackground', {
        playlistId: playlist.id,
        slideId,
        backgroundType: 'color',
        background: '#1a2b3c',
      }),
    );
    expect(colour.data.background).toEqual({ type: 'color', color: '#1A2B3C' });

    const image = await slideOf(
      call('updateSlideBackground', {
        playlistId: playlist.id,
        slideId,
        backgroundType: 'image',
        background: photo.id,
      }),
    );
    expect(image.data.background).toEqual({
      type: 'image',
      mediaId: photo.id,
      url: photo.url,
      color: '#1A2B3C',
    });
    expect((await playlistInfo(t, ada, playlist.id)).slides[0]?.data.background).toEqual(
      image.data.background,
    );
  });

  it("refuses a colour that is not #RRGGBB, another organization's image and unknown slides", async () => {
    const playlist = await playlistWithSlides(t, ada, 'Bad backgrounds', 1);
    const slideId = playlist.slides[0]?.id;
    const background = (body: object) =>
      call('updateSlideBackground', { playlistId: playlist.id, slideId, ...body });
    const colour = expectError(
      await background({ backgroundType: 'color', background: 'red' }),
      400,
      'VALIDATION_FAILED',
    );
    expect(colour.fields).toEqual({ background: 'Please enter a colour like #2E96F4.' });
    expectError(
      await background({ backgroundType: 'image', background: foreign.id }),
      400,
      'VALIDATION_FAILED',
    );
    expectError(
      await background({ backgroundType: 'video', background: photo.id }),
      400,
      'VALIDATION_FAILED',
    );
    expectError(
      await call('updateSlideBackground', {
        playlistId: playlist.id,
        slideId: 2_000_000,
        backgroundType: 'color',
        background: '#FFFFFF',
      }),
      404,
      'NOT_FOUND',
    );
    expect((await playlistInfo(t, ada, playlist.id)).slides[0]?.data.background).toEqual({
      type: 'color',
      color: '#FFFFFF',
    });
  });
});

describe("the playlist's aspect ratio", () => {
  it('changes to another ratio or a custom one', async () => {
    const playlistId = await newPlaylist(t, ada, 'Reshaped');
    const aspect = (body: object) => summaryOf(call('updateAspect', { playlistId, ...body }));
    expect((await aspect({ aspectType: '9:16' })).aspect).toEqual({ type: '9:16' });
    expect((await aspect({ aspectType: 'custom', width: 1, height: 3 })).aspect).toEqual({
      type: 'custom',
      width: 1,
      height: 3,
    });
    expect((await playlistInfo(t, ada, playlistId)).aspect).toEqual({ type: 'custom', width: 1, height: 3 });
    for (const body of [{ aspectType: 'round' }, { aspectType: 'custom', width: 200, height: 1 }, {}]) {
      expectError(await call('updateAspect', { playlistId, ...body }), 400, 'VALIDATION_FAILED');
    }
  });
});

describe("the spec's names for creating a playlist", () => {
  const created = async (body: object) => {
    const { id } = ZCreatedId.parse((await call('create', body)).json());
    const { aspect, section, folderId, slides } = await playlistInfo(t, ada, id);
    return { aspect, section, folderId, slides: slides.length };
  };

  it('takes aspect, as section 7 names it, exactly as aspectType', async () => {
    for (const shape of ['9:16', '4:3', 'custom'] as const) {
      const spec = await created({ name: `Spec ${shape}`, aspect: shape, parentFolderId: null });
      const alias = await created({ name: `Alias ${shape}`, aspectType: shape, parentFolderId: null });
      expect(spec, shape).toEqual(alias);
      expect(spec.aspect.type, shape).toBe(shape);
    }
    const both = await created({ name: 'Both', aspect: '10:16', aspectType: '10:16' });
    expect(both.aspect).toEqual({ type: '10:16' });
  });

  it('takes the session key in the body, as the spec’s older calls send it', async () => {
    const answer = await post(t.app, '/api/playlist/create', {
      sessionKey: ada.sessionKey,
      name: 'Keyed',
      aspect: '16:10',
      parentFolderId: null,
    });
    expect(answer.statusCode).toBe(200);
    const { id } = ZCreatedId.parse(answer.json());
    expect((await playlistInfo(t, ada, id)).aspect).toEqual({ type: '16:10' });
  });

  it('refuses no shape, an unknown one, and aspect and aspectType that disagree', async () => {
    const refused = async (body: object) =>
      expectError(await call('create', { name: 'Refused', ...body }), 400, 'VALIDATION_FAILED').fields;
    expect(await refused({})).toEqual({ aspect: 'This field is required.' });
    expect(await refused({ aspect: 'round' })).toHaveProperty('aspect');
    expect(await refused({ aspect: '9:16', aspectType: '16:9' })).toEqual({
      aspect: 'Please choose one of the options.',
    });
  });
});

describe('durations', () => {
  it("sets one slide's duration, and the playlist's playing time follows", async () => {
    const playlist = await playlistWithSlides(t, ada, 'Timed', 3);
    const slideId = playlist.slides[1]?.id;
    const slide = await slideOf(
      call('updateSlideDuration', { playlistId: playlist.id, slideId, duration: 25 }),
    );
    expect(slide.data.duration).toBe(25);
    const after = await playlistInfo(t, ada, playlist.id);
    expect(after.slides.map((entry) => entry.data.duration)).toEqual([10, 25, 10]);
    expect(after.duration).toBe(45);
    for (const duration of [0, 86_401, 1.5, '10']) {
      expectError(
        await call('updateSlideDuration', { playlistId: playlist.id, slideId, duration }),
        400,
        'VALIDATION_FAILED',
      );
    }
  });

  it('gives every slide one duration', async () => {
    const playlist = await playlistWithSlides(t, ada, 'Even', 3);
    const updated = await playlistOf(
      call('update/slides/all/duration', { playlistId: playlist.id, duration: 7 }),
    );
    expect(updated.slides.map((slide) => slide.data.duration)).toEqual([7, 7, 7]);
    expect(updated.duration).toBe(21);
    expectError(
      await call('update/slides/all/duration', { playlistId: playlist.id, duration: 0 }),
      400,
      'VALIDATION_FAILED',
    );
  });

  it('does not count the overlay slide, which shows over the others', async () => {
    const playlist = await playlistWithSlides(t, ada, 'Overlay time', 3);
    const overlay = await summaryOf(
      call('updateSlideOverlay', {
        playlistId: playlist.id,
        overlayData: { slideId: playlist.slides[2]?.id },
      }),
    );
    expect(overlay).toMatchObject({ overlay: { slideId: playlist.slides[2]?.id }, duration: 20 });
  });
});

describe('transitions', () => {
  const fade = { type: 'fade', durationInMillis: 500 };

  it("changes one slide's transition, or every slide's with applyToAll", async () => {
    const playlist = await playlistWithSlides(t, ada, 'Animated', 3);
    const slideId = playlist.slides[1]?.id;
    const one = await playlistOf(
      call('updateSlideAnimation', { playlistId: playlist.id, slideId, animation: fade }),
    );
    expect(one.slides.map((slide) => slide.data.slideAnimation.type)).toEqual(['none', 'fade', 'none']);
    expect(one.slides[1]?.data.slideAnimation).toEqual({ type: 'fade', option: null, durationInMillis: 500 });

    const zoom = { type: 'slide', option: 'up', durationInMillis: 1000 };
    const all = await playlistOf(
      call('updateSlideAnimation', { playlistId: playlist.id, slideId, animation: zoom, applyToAll: true }),
    );
    expect(all.slides.map((slide) => slide.data.slideAnimation)).toEqual([zoom, zoom, zoom]);
  });

  it('refuses unknown transitions and durations over five seconds', async () => {
    const playlist = await playlistWithSlides(t, ada, 'Bad animation', 1);
    const slideId = playlist.slides[0]?.id;
    for (const animation of [
      { type: 'explode', durationInMillis: 500 },
      { type: 'fade', durationInMillis: 5001 },
      { type: 'slide', option: 'diagonal', durationInMillis: 500 },
    ]) {
      expectError(
        await call('updateSlideAnimation', { playlistId: playlist.id, slideId, animation }),
        400,
        'VALIDATION_FAILED',
      );
    }
    expectError(
      await call('updateSlideAnimation', { playlistId: playlist.id, slideId: 2_000_000, animation: fade }),
      404,
      'NOT_FOUND',
    );
  });
});

describe('touch actions', () => {
  it('sets the jumps, popups and hot corners of a slide', async () => {
    const playlist = await playlistWithSlides(t, ada, 'Interactive', 2);
    const [first, second] = playlist.slides.map((slide) => slide.id);
    await slideOf(saveSlide(t, ada, playlist.id, 0, { elements: [shapeElement('next')] }));
    const actionData = { actions: { next: { type: 'OATJumpTo', targetSlideId: second } }, hotCorners: true };
    const slide = await slideOf(
      call('updateSlideActions', { playlistId: playlist.id, slideId: first, actionData }),
    );
    expect(slide.data).toMatchObject(actionData);
    expect(slide.data.elements.map((element) => element.elid)).toEqual(['next']);

    const cleared = await slideOf(
      call('updateSlideActions', {
        playlistId: playlist.id,
        slideId: first,
        actionData: { actions: {}, hotCorners: false },
      }),
    );
    expect(cleared.data).toMatchObject({ actions: {}, hotCorners: false });
  });

  it('refuses hot corners or a jump in a playlist of one slide, and a jump to the slide itself', async () => {
    const alone = await playlistWithSlides(t, ada, 'Lonely', 1);
    const slideId = alone.slides[0]?.id ?? 0;
    await slideOf(saveSlide(t, ada, alone.id, 0, { elements: [shapeElement('next')] }));
    const actions = (actionData: object, playlistId = alone.id, id = slideId) =>
      call('updateSlideActions', { playlistId, slideId: id, actionData });
    expectError(await actions({ actions: {}, hotCorners: true }), 400, 'HOT_CORNERS_NEED_SLIDES');
    const jump = { next: { type: 'OATJumpTo', targetSlideId: slideId } };
    expectError(await actions({ actions: jump, hotCorners: false }), 400, 'JUMP_NEEDS_SLIDE');

    const pair = await playlistWithSlides(t, ada, 'Pair', 2);
    const own = pair.slides[0]?.id ?? 0;
    await slideOf(saveSlide(t, ada, pair.id, 0, { elements: [shapeElement('next')] }));
    const self = { next: { type: 'OATJumpTo', targetSlideId: own } };
    expectError(await actions({ actions: self, hotCorners: false }, pair.id, own), 400, 'VALIDATION_FAILED');
    const missing = { ghost: { type: 'OATJumpTo', targetSlideId: pair.slides[1]?.id } };
    expectError(
      await actions({ actions: missing, hotCorners: false }, pair.id, own),
      400,
      'VALIDATION_FAILED',
    );
  });
});

describe('the overlay slide', () => {
  it('sets and clears the slide shown over every other', async () => {
    const playlist = await playlistWithSlides(t, ada, 'Ticker', 2);
    const overlay = (slideId: number | null | undefined) =>
      call('updateSlideOverlay', { playlistId: playlist.id, overlayData: { slideId } });
    const set = await summaryOf(overlay(playlist.slides[1]?.id));
    expect(set.overlay).toEqual({ slideId: playlist.slides[1]?.id });
    expect((await playlistInfo(t, ada, playlist.id)).overlay).toEqual({ slideId: playlist.slides[1]?.id });
    expect((await summaryOf(overlay(null))).overlay).toBeNull();

    const other = await playlistWithSlides(t, ada, 'Not mine', 2);
    expectError(await overlay(other.slides[0]?.id), 404, 'NOT_FOUND');
    expectError(await overlay(undefined), 400, 'VALIDATION_FAILED');
  });

  it('needs another slide to show over', async () => {
    const playlist = await playlistWithSlides(t, ada, 'Single overlay', 1);
    expectError(
      await call('updateSlideOverlay', {
        playlistId: playlist.id,
        overlayData: { slideId: playlist.slides[0]?.id },
      }),
      400,
      'JUMP_NEEDS_SLIDE',
    );
    expect((await playlistInfo(t, ada, playlist.id)).overlay).toBeNull();
  });
});

describe('publishing', () => {
  it('publishes the playlist as it is, and any edit afterwards marks it unpublished again', async () => {
    const playlist = await playlistWithSlides(t, ada, 'Published', 3);
    const playlistId = playlist.id;
    const [first, second] = playlist.slides.map((slide) => slide.id);
    const template = await summaryOf(
      templateCall(t, ada, 'create', { name: 'Published template', playlistId, slideId: first }),
    );
    await slideOf(saveSlide(t, ada, playlistId, 0, { elements: [shapeElement('next')] }));
    const edits: [string, object][] = [
      ['updateSlide', { slideNumber: 0, slideData: { elements: [shapeElement('next')], duration: 12 } }],
      ['updateSlideDuration', { slideId: first, duration: 11 }],
      ['update/slides/all/duration', { duration: 9 }],
      ['updateSlideAnimation', { slideId: first, animation: { type: 'fade', durationInMillis: 300 } }],
      ['updateSlideBackground', { slideId: first, backgroundType: 'color', background: '#000000' }],
      [
        'updateSlideActions',
        {
          slideId: first,
          actionData: { actions: { next: { type: 'OATJumpTo', targetSlideId: second } }, hotCorners: false },
        },
      ],
      ['updateSlideOverlay', { overlayData: { slideId: second } }],
      ['updateAspect', { aspectType: '4:3' }],
      ['slide/create', {}],
      ['duplicateSlide', { slideNumber: 0 }],
      ['updateSlideIndex', { slideId: first, oldIndex: 0, newIndex: 1 }],
      ['removeSlide', { slideNumber: 0 }],
      ['assignTemplate', { templateId: template.id, currentSlideId: first }],
    ];
    for (const [edit, body] of edits) {
      const published = await summaryOf(call('publish', { playlistId }));
      expect(published.isPublished, edit).toBe(true);
      expect(published.publishedAt, edit).not.toBeNull();
      const response = await call(edit, { playlistId, ...body });
      expect(response.statusCode, `${edit}: ${response.body}`).toBe(200);
      expect((await playlistInfo(t, ada, playlistId)).isPublished, edit).toBe(false);
    }
  });

  it('renaming does not take back a publication, and a template is never published', async () => {
    const playlistId = await newPlaylist(t, ada, 'Named');
    await summaryOf(call('publish', { playlistId }));
    expect(await summaryOf(call('rename', { playlistId, name: 'Renamed' }))).toMatchObject({
      isPublished: true,
    });
    const slideId = (await playlistInfo(t, ada, playlistId)).slides[0]?.id;
    const template = await summaryOf(
      templateCall(t, ada, 'create', { name: 'Unpublishable', playlistId, slideId }),
    );
    expectError(await call('publish', { playlistId: template.id }), 404, 'NOT_FOUND');
  });
});
