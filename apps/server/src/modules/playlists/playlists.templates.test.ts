import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZTemplateList, type Role, type TElement, type TPlaylistSummary } from '@placard/contract';
import { image } from '../../platform/media/test-files.js';
import {
  createMember,
  expectError,
  logIn,
  organizationWithMember,
  type LoggedIn,
} from '../../test/factories.js';
import {
  countOf,
  newPlaylist,
  playlistCall,
  playlistInfo,
  playlistWithSlides,
  saveSlide,
  shapeElement,
  slideOf,
  summaryOf,
  templateCall,
  uploadThumbnail,
} from '../../test/playlists.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let owner: LoggedIn;
let admin: LoggedIn;
let tina: LoggedIn;
let carl: LoggedIn;

async function member(role: Role): Promise<LoggedIn> {
  const user = await createMember(t, owner.organizationId, role);
  return logIn(t, user.email, user.password);
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await organizationWithMember(t, { name: 'Template Screens' });
  admin = await member('admin');
  tina = await member('content_creator');
  carl = await member('content_creator');
}, 60_000);
afterAll(() => t?.close());

/** A template made by a session from the first slide of a new playlist holding `elements`. */
async function templateWith(session: LoggedIn, name: string, elements: object[]): Promise<TPlaylistSummary> {
  const playlist = await playlistWithSlides(t, session, `${name} source`, 1);
  await slideOf(saveSlide(t, session, playlist.id, 0, { elements, duration: 42 }));
  const slideId = playlist.slides[0]?.id;
  return summaryOf(templateCall(t, session, 'create', { name, playlistId: playlist.id, slideId }));
}

async function listTemplates(session: LoggedIn, body: object) {
  const response = await templateCall(t, session, 'list', body);
  expect(response.statusCode, response.body).toBe(200);
  return ZTemplateList.parse(response.json());
}

describe('making a template', () => {
  it("copies one slide of a playlist into the maker's My, leaving out its actions", async () => {
    const playlist = await playlistWithSlides(t, tina, 'Source', 2, { aspectType: '9:16' });
    const [first, second] = playlist.slides.map((slide) => slide.id);
    await slideOf(
      saveSlide(t, tina, playlist.id, 0, {
        duration: 25,
        background: { type: 'color', color: '#112233' },
        elements: [shapeElement('next')],
        actions: { next: { type: 'OATJumpTo', targetSlideId: second } },
        hotCorners: true,
      }),
    );
    const thumbnail = await uploadThumbnail(t, tina, playlist.id, 0, await image('png', 160, 90));
    expect(thumbnail.statusCode, thumbnail.body).toBe(200);

    const template = await summaryOf(
      templateCall(t, tina, 'create', { name: 'Portrait promo', playlistId: playlist.id, slideId: first }),
    );
    expect(template).toMatchObject({
      kind: 'template',
      name: 'Portrait promo',
      section: 'my',
      aspect: { type: '9:16' },
      slideCount: 1,
      duration: 25,
      thumbnailUrl: thumbnail.json().thumbnailUrl,
      creator: { id: tina.userId },
      canEdit: true,
    });
    const [slide] = (await playlistInfo(t, tina, template.id)).slides;
    expect(slide?.id).not.toBe(first);
    expect(slide?.data).toMatchObject({
      duration: 25,
      background: { type: 'color', color: '#112233' },
      actions: {},
      hotCorners: false,
      elements: [{ elid: 'next' }],
    });
    // the playlist keeps its own
    expect((await playlistInfo(t, tina, playlist.id)).slides[0]?.data.actions).toEqual({
      next: { type: 'OATJumpTo', targetSlideId: second },
    });
  });

  it('needs a name of at most 100 characters that no other template of My has', async () => {
    const playlist = await playlistWithSlides(t, tina, 'Named source', 1);
    const body = { playlistId: playlist.id, slideId: playlist.slides[0]?.id };
    const create = (name: unknown) => templateCall(t, tina, 'create', { ...body, name });
    expect(expectError(await create(''), 400, 'VALIDATION_FAILED').fields).toEqual({
      name: 'This field is required.',
    });
    expect(expectError(await create('t'.repeat(101)), 400, 'VALIDATION_FAILED').fields).toEqual({
      name: 'Please use max 100 characters.',
    });
    await summaryOf(create('Menu layout'));
    expectError(await create('MENU LAYOUT'), 409, 'NAME_TAKEN');
    // a playlist of that name is something else
    await newPlaylist(t, tina, 'Layout');
    await summaryOf(create('Layout'));
  });

  it('answers 404 for a slide of another playlist, or a playlist it cannot see', async () => {
    const playlist = await playlistWithSlides(t, tina, 'Owned source', 1);
    const other = await playlistWithSlides(t, tina, 'Other source', 1);
    const create = (session: LoggedIn, slideId: number | undefined) =>
      templateCall(t, session, 'create', { name: 'Nope', playlistId: playlist.id, slideId });
    expectError(await create(tina, other.slides[0]?.id), 404, 'NOT_FOUND');
    expectError(await create(carl, playlist.slides[0]?.id), 404, 'NOT_FOUND');
  });
});

describe('listing templates', () => {
  it('lists the templates of a section, newest first, searchable and paged', async () => {
    const lister = await member('content_creator');
    for (const name of ['Breakfast menu', 'Lunch menu', 'Welcome 50%']) await templateWith(lister, name, []);
    const mine = await listTemplates(lister, { section: 'my' });
    expect(mine.totalCount).toBe(3);
    expect(mine.results.map((entry) => entry.name)).toEqual(['Welcome 50%', 'Lunch menu', 'Breakfast menu']);
    expect(mine.results.every((entry) => entry.kind === 'template')).toBe(true);
    expect((await listTemplates(lister, { searchTerm: 'MENU' })).results.map((entry) => entry.name)).toEqual([
      'Lunch menu',
      'Breakfast menu',
    ]);
    expect((await listTemplates(lister, { searchTerm: '%' })).totalCount).toBe(1);
    const page = await listTemplates(lister, { limit: 1, offset: 1 });
    expect([page.totalCount, page.results.map((entry) => entry.name)]).toEqual([3, ['Lunch menu']]);
    expect((await listTemplates(lister, { section: 'shared', searchTerm: 'menu' })).totalCount).toBe(0);
    expectError(await templateCall(t, lister, 'list', { limit: 0 }), 400, 'VALIDATION_FAILED');
  });

  it('shows shared templates to the whole organization', async () => {
    const template = await templateWith(tina, 'Team banner', []);
    expect(await countOf(playlistCall(t, tina, 'share', { playlistIds: [template.id] }))).toBe(1);
    for (const session of [carl, owner]) {
      const shared = await listTemplates(session, { section: 'shared' });
      expect(shared.results.find((entry) => entry.id === template.id)).toMatchObject({
        section: 'shared',
        canEdit: true,
      });
    }
    expect((await listTemplates(carl, { section: 'my' })).results.map((entry) => entry.id)).not.toContain(
      template.id,
    );
  });
});

describe('editing a template', () => {
  it('goes through the slide calls like a playlist', async () => {
    const template = await templateWith(tina, 'Editable', [shapeElement('box')]);
    const templateId = template.id;
    const saved = await slideOf(
      saveSlide(t, tina, templateId, 0, {
        elements: [shapeElement('box'), shapeElement('more')],
        duration: 8,
      }),
    );
    expect(saved.data.elements.map((element) => element.elid)).toEqual(['box', 'more']);
    await slideOf(
      playlistCall(t, tina, 'updateSlideBackground', {
        playlistId: templateId,
        slideId: saved.id,
        backgroundType: 'color',
        background: '#445566',
      }),
    );
    expect(
      await summaryOf(playlistCall(t, tina, 'rename', { playlistId: templateId, name: 'Edited' })),
    ).toMatchObject({
      name: 'Edited',
      kind: 'template',
    });
    expect((await playlistInfo(t, tina, templateId)).slides[0]?.data).toMatchObject({
      duration: 8,
      background: { color: '#445566' },
    });
  });

  it('keeps its single slide: no slide is added, removed, duplicated, reordered or laid over', async () => {
    const template = await templateWith(tina, 'One slide only', []);
    const playlistId = template.id;
    const [slideId] = (await playlistInfo(t, tina, playlistId)).slides.map((slide) => slide.id);
    const refused: [string, object][] = [
      ['slide/create', {}],
      ['removeSlide', { slideNumber: 0 }],
      ['duplicateSlide', { slideNumber: 0 }],
      ['updateSlideIndex', { slideId, oldIndex: 0, newIndex: 0 }],
      ['updateSlideOverlay', { overlayData: { slideId } }],
      ['publish', {}],
    ];
    for (const [call, body] of refused) {
      expectError(await playlistCall(t, tina, call, { playlistId, ...body }), 404, 'NOT_FOUND');
    }
    expect((await playlistInfo(t, tina, playlistId)).slides.map((slide) => slide.id)).toEqual([slideId]);
  });
});

describe('using a template', () => {
  it("replaces a playlist slide's contents, keeping its place, its id and the jumps to it", async () => {
    const template = await templateWith(tina, 'Start here', [shapeElement('logo')]);
    const playlist = await playlistWithSlides(t, tina, 'Filled in', 2);
    const [first, second] = playlist.slides.map((slide) => slide.id);
    await slideOf(
      saveSlide(t, tina, playlist.id, 0, {
        elements: [shapeElement('old')],
        actions: { old: { type: 'OATJumpTo', targetSlideId: second } },
      }),
    );
    await slideOf(
      saveSlide(t, tina, playlist.id, 1, {
        elements: [shapeElement('back')],
        actions: { back: { type: 'OATJumpTo', targetSlideId: first } },
      }),
    );
    const slide = await slideOf(
      playlistCall(t, tina, 'assignTemplate', {
        playlistId: playlist.id,
        templateId: template.id,
        currentSlideId: first,
      }),
    );
    expect(slide.id).toBe(first);
    expect(slide.data).toMatchObject({ duration: 42, actions: {}, elements: [{ elid: 'logo' }] });
    const after = await playlistInfo(t, tina, playlist.id);
    expect(after.slides.map((entry) => entry.id)).toEqual([first, second]);
    expect(after.slides[0]?.data).toEqual(slide.data);
    expect(after.slides[1]?.data.actions).toEqual({ back: { type: 'OATJumpTo', targetSlideId: first } });
  });

  it('answers 404 for a playlist given as template, a slide of another playlist or a hidden template', async () => {
    const playlist = await playlistWithSlides(t, tina, 'Assign target', 1);
    const other = await playlistWithSlides(t, tina, 'Assign other', 1);
    const template = await templateWith(tina, 'Assignable', []);
    const hidden = await templateWith(carl, 'Private template', []);
    const assign = (templateId: number, currentSlideId: number | undefined) =>
      playlistCall(t, tina, 'assignTemplate', { playlistId: playlist.id, templateId, currentSlideId });
    expectError(await assign(other.id, playlist.slides[0]?.id), 404, 'NOT_FOUND');
    expectError(await assign(template.id, other.slides[0]?.id), 404, 'NOT_FOUND');
    expectError(await assign(hidden.id, playlist.slides[0]?.id), 404, 'NOT_FOUND');
  });
});

describe('elements protected in a shared template', () => {
  let template: TPlaylistSummary;
  let brand: TElement;
  let free: TElement;

  beforeAll(async () => {
    template = await templateWith(tina, 'Brand frame', [
      shapeElement('brand', { editable: false }),
      shapeElement('free'),
    ]);
    await countOf(playlistCall(t, tina, 'share', { playlistIds: [template.id] }));
    const slide = (await playlistInfo(t, carl, template.id)).slides[0];
    [brand, free] = slide?.data.elements as [TElement, TElement];
  });

  const save = (session: LoggedIn, elements: object[]) =>
    saveSlide(t, session, template.id, 0, { elements, duration: 42 });
  const moved = (element: TElement, x: number) => ({
    ...element,
    transform: { ...element.transform, translation: { x, y: 0 } },
  });

  it('lets another content creator change the rest of the slide, and send the element back as it was', async () => {
    const saved = await slideOf(
      save(carl, [{ ...brand, aabb: { x: 0, y: 0, width: 1, height: 1 } }, moved(free, 500)]),
    );
    expect(saved.data.elements).toEqual([brand, { ...moved(free, 500), aabb: saved.data.elements[1]?.aabb }]);
  });

  it('refuses another content creator who changes, removes, unprotects or protects an element', async () => {
    const current = (await playlistInfo(t, carl, template.id)).slides[0]?.data.elements ?? [];
    const latestFree = current[1] as TElement;
    const attempts = [
      [moved(brand, 300), latestFree],
      [latestFree],
      [{ ...brand, editable: true }, latestFree],
      [brand, { ...latestFree, editable: false }],
      [brand, latestFree, shapeElement('extra', { editable: false })],
    ];
    for (const elements of attempts) {
      const error = expectError(await save(carl, elements), 403, 'LIBRARY_ITEM_NOT_EDITABLE');
      expect(error.message).toBe('Only its creator can change this shared item.');
    }
    const other = await templateWith(carl, 'Blank', []);
    expectError(
      await playlistCall(t, carl, 'assignTemplate', {
        playlistId: template.id,
        templateId: other.id,
        currentSlideId: (await playlistInfo(t, carl, template.id)).slides[0]?.id,
      }),
      403,
      'LIBRARY_ITEM_NOT_EDITABLE',
    );
    expect((await playlistInfo(t, carl, template.id)).slides[0]?.data.elements).toEqual(current);
  });

  it('lets its author, an owner and an admin change it', async () => {
    const current = (await playlistInfo(t, tina, template.id)).slides[0]?.data.elements ?? [];
    const latestFree = current[1] as TElement;
    for (const [session, x] of [
      [tina, 100],
      [admin, 200],
      [owner, 300],
    ] as const) {
      const saved = await slideOf(save(session, [moved(brand, x), latestFree]));
      expect(saved.data.elements[0]).toMatchObject({
        elid: 'brand',
        editable: false,
        transform: { translation: { x } },
      });
    }
    const unprotected = await slideOf(save(tina, [{ ...brand, editable: true }]));
    expect(unprotected.data.elements.map((element) => [element.elid, element.editable])).toEqual([
      ['brand', true],
    ]);
  });
});
