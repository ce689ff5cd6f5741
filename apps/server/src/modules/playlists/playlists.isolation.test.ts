import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role, TPlaylist, TPlaylistFolder } from '@placard/contract';
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
  newPlaylistFolder,
  playlistCall,
  playlistInfo,
  playlistWithSlides,
  searchPlaylists,
  sectionPlaylistIds,
  summaryOf,
  templateCall,
  uploadThumbnail,
} from '../../test/playlists.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let alice: LoggedIn;
let aliceChild: LoggedIn;
let bob: LoggedIn;
let own: {
  mine: TPlaylist;
  shared: TPlaylist;
  folder: TPlaylistFolder;
  sharedFolder: TPlaylistFolder;
  templateId: number;
};
let copyInChild: number;
let bobsPlaylist: TPlaylist;
let bobsTemplate: number;

beforeAll(async () => {
  t = await createTestApp();
  alice = await organizationWithMember(t, { name: 'Alice Screens', pkg: 'full_access' });
  aliceChild = await organizationWithMember(t, {
    name: 'Alice Branch',
    parentOrganizationId: alice.organizationId,
  });
  bob = await organizationWithMember(t, { name: 'Bob Screens', pkg: 'full_access' });

  const folder = await newPlaylistFolder(t, alice, 'Alice private');
  const sharedFolder = await newPlaylistFolder(t, alice, 'Alice shared', { section: 'shared' });
  const mine = await playlistWithSlides(t, alice, 'Alice loop', 2, { parentFolderId: folder.id });
  const shared = await playlistWithSlides(t, alice, 'Alice team loop', 2, {
    section: 'shared',
    parentFolderId: sharedFolder.id,
  });
  const template = await summaryOf(
    templateCall(t, alice, 'create', {
      name: 'Alice layout',
      playlistId: mine.id,
      slideId: mine.slides[0]?.id,
    }),
  );
  own = { mine, shared, folder, sharedFolder, templateId: template.id };
  await countOf(
    playlistCall(t, alice, 'copyToStock', {
      playlistIds: [shared.id],
      orgShareIds: [aliceChild.organizationId],
    }),
  );
  [copyInChild = 0] = await sectionPlaylistIds(t, aliceChild, 'stock');

  bobsPlaylist = await playlistWithSlides(t, bob, 'Bob loop', 2);
  bobsTemplate = (
    await summaryOf(
      templateCall(t, bob, 'create', {
        name: 'Bob layout',
        playlistId: bobsPlaylist.id,
        slideId: bobsPlaylist.slides[0]?.id,
      }),
    )
  ).id;
}, 60_000);
afterAll(() => t?.close());

/** Every call that names one playlist, with a body that would otherwise be accepted. */
function callsOn(playlist: TPlaylist): [string, object][] {
  const playlistId = playlist.id;
  const [first, second] = playlist.slides.map((slide) => slide.id);
  return [
    ['info', { playlistId }],
    ['metadata', { playlistId }],
    ['getSlide', { playlistId, slideId: first }],
    ['lockStatus', { playlistId }],
    ['lock', { playlistId }],
    ['unlock', { playlistId }],
    ['rename', { playlistId, name: 'Taken' }],
    ['publish', { playlistId }],
    ['slide/create', { playlistId }],
    ['removeSlide', { playlistId, slideNumber: 0 }],
    ['duplicateSlide', { playlistId, slideNumber: 0 }],
    ['updateSlide', { playlistId, slideNumber: 0, slideData: {} }],
    ['updateSlideIndex', { playlistId, slideId: first, oldIndex: 0, newIndex: 1 }],
    ['updateSlideBackground', { playlistId, slideId: first, backgroundType: 'color', background: '#000000' }],
    ['updateAspect', { playlistId, aspectType: '4:3' }],
    ['updateSlideDuration', { playlistId, slideId: first, duration: 5 }],
    ['update/slides/all/duration', { playlistId, duration: 5 }],
    [
      'updateSlideAnimation',
      { playlistId, slideId: first, animation: { type: 'fade', durationInMillis: 100 } },
    ],
    ['updateSlideActions', { playlistId, slideId: first, actionData: { actions: {}, hotCorners: true } }],
    ['updateSlideOverlay', { playlistId, overlayData: { slideId: second } }],
    ['assignTemplate', { playlistId, templateId: bobsTemplate, currentSlideId: first }],
    ['share', { playlistIds: [playlistId] }],
    ['restrict', { playlistIds: [playlistId] }],
    ['remove', { ids: [playlistId] }],
    ['moveToFolder', { fileId: playlistId, parentFolder: null }],
  ];
}

describe("another organization's playlists", () => {
  it('are not listed, not even by the parent organization', async () => {
    expect(await sectionPlaylistIds(t, bob, 'my')).toEqual([bobsPlaylist.id]);
    for (const section of ['shared', 'stock'] as const) {
      expect(await sectionPlaylistIds(t, bob, section)).toEqual([]);
    }
    expect(await sectionPlaylistIds(t, bob, 'my', 'template')).toEqual([bobsTemplate]);
    expect(await sectionPlaylistIds(t, alice, 'stock')).not.toContain(copyInChild);
    const all = await playlistCall(t, bob, 'list', {});
    expect(all.json().results.map((entry: { id: number }) => entry.id)).toEqual([bobsPlaylist.id]);
    expect((await searchPlaylists(t, bob, { section: 'shared' })).folders).toEqual([]);
    expect((await playlistCall(t, bob, 'folder/list', { section: 'shared' })).json()).toEqual({
      folders: [],
    });
  });

  it('answer 404 to every call on them, and stay as they were', async () => {
    const stockCopy = await playlistInfo(t, aliceChild, copyInChild);
    for (const target of [own.mine, own.shared, stockCopy]) {
      for (const [call, body] of callsOn(target)) {
        expectError(await playlistCall(t, bob, call, body), 404, 'NOT_FOUND');
      }
      const thumbnail = await uploadThumbnail(t, bob, target.id, 0, await image('png', 32, 18));
      expectError(thumbnail, 404, 'NOT_FOUND');
      const template = { name: 'Stolen', playlistId: target.id, slideId: target.slides[0]?.id };
      expectError(await templateCall(t, bob, 'create', template), 404, 'NOT_FOUND');
    }
    // the parent organization does not reach into its branch either
    for (const [call, body] of callsOn(stockCopy).slice(0, 4)) {
      expectError(await playlistCall(t, alice, call, body), 404, 'NOT_FOUND');
    }
    expectError(await playlistCall(t, alice, 'remove', { ids: [copyInChild] }), 404, 'NOT_FOUND');
    expect(await playlistInfo(t, alice, own.mine.id)).toEqual(own.mine);
    expect((await playlistInfo(t, alice, own.shared.id)).slides).toEqual(own.shared.slides);
  });

  it("answer 404 when used: a template given to one's own slide, a folder to put things in", async () => {
    const [bobsSlide] = bobsPlaylist.slides.map((slide) => slide.id);
    expectError(
      await playlistCall(t, bob, 'assignTemplate', {
        playlistId: bobsPlaylist.id,
        templateId: own.templateId,
        currentSlideId: bobsSlide,
      }),
      404,
      'NOT_FOUND',
    );
    for (const folder of [own.folder, own.sharedFolder]) {
      const section = folder.section;
      const inFolder = { section, parentFolderId: folder.id };
      expectError(await playlistCall(t, bob, 'search', inFolder), 404, 'NOT_FOUND');
      const listCall = section === 'my' ? 'listMyPlaylists' : 'listOrgPlaylists';
      expectError(await playlistCall(t, bob, listCall, { parentFolderId: folder.id }), 404, 'NOT_FOUND');
      expectError(
        await playlistCall(t, bob, 'create', { name: 'Intruder', aspectType: '16:9', ...inFolder }),
        404,
        'NOT_FOUND',
      );
      expectError(
        await playlistCall(t, bob, 'folder/create', { name: 'Inside', ...inFolder }),
        404,
        'NOT_FOUND',
      );
      expectError(
        await playlistCall(t, bob, 'folder/rename', { id: folder.id, name: 'Renamed' }),
        404,
        'NOT_FOUND',
      );
      expectError(await playlistCall(t, bob, 'remove', { folderIds: [folder.id] }), 404, 'NOT_FOUND');
      expectError(await playlistCall(t, bob, 'share', { folderIds: [folder.id] }), 404, 'NOT_FOUND');
      expectError(await playlistCall(t, bob, 'restrict', { folderIds: [folder.id] }), 404, 'NOT_FOUND');
      expectError(
        await playlistCall(t, bob, 'moveToFolder', { fileId: bobsPlaylist.id, parentFolder: folder.id }),
        404,
        'NOT_FOUND',
      );
      expectError(
        await playlistCall(t, bob, 'moveToFolder', {
          fileId: folder.id,
          parentFolder: null,
          movingFolder: true,
        }),
        404,
        'NOT_FOUND',
      );
    }
    const inside = await searchPlaylists(t, alice, { parentFolderId: own.folder.id });
    expect(inside.results.map((entry) => entry.id)).toEqual([own.mine.id]);
    expect(inside.folders).toEqual([]);
  });

  it('answer 404 to copying them to stock, listing their recipients or withdrawing their copies', async () => {
    const ids = [own.shared.id];
    const bobChild = await organizationWithMember(t, {
      name: 'Bob Branch',
      parentOrganizationId: bob.organizationId,
    });
    expectError(
      await playlistCall(t, bob, 'copyToStock', { playlistIds: ids, orgShareIds: [bobChild.organizationId] }),
      404,
      'NOT_FOUND',
    );
    expectError(
      await playlistCall(t, bob, 'stock/recipients', { playlistId: own.shared.id }),
      404,
      'NOT_FOUND',
    );
    expectError(
      await playlistCall(t, bob, 'stock/unshare', {
        playlistIds: ids,
        organizationId: aliceChild.organizationId,
      }),
      404,
      'NOT_FOUND',
    );
    expectError(await playlistCall(t, bob, 'stock/unshareAll', { playlistIds: ids }), 404, 'NOT_FOUND');
    // nor may Bob give his playlist to Alice's branch
    expectError(
      await playlistCall(t, bob, 'copyToStock', {
        playlistIds: [bobsPlaylist.id],
        orgShareIds: [aliceChild.organizationId],
      }),
      404,
      'NOT_FOUND',
    );
    expect(await sectionPlaylistIds(t, aliceChild, 'stock')).toEqual([copyInChild]);
  });
});

describe('the roles of an organization', () => {
  async function session(role: Role): Promise<LoggedIn> {
    const user = await createMember(t, alice.organizationId, role);
    return logIn(t, user.email, user.password);
  }

  it('closes playlists and templates to a device manager', async () => {
    const manager = await session('screen_manager');
    // (playlist/list stays open to them: it lists the shared playlists they may assign to screens)
    const calls: [string, object][] = [
      ['playlist/search', { section: 'shared' }],
      ['playlist/listOrgPlaylists', {}],
      ['playlist/info', { playlistId: own.shared.id }],
      ['playlist/lockStatus', { playlistId: own.shared.id }],
      ['playlist/create', { name: 'Manager loop', aspectType: '16:9' }],
      ['playlist/updateSlide', { playlistId: own.shared.id, slideNumber: 0, slideData: {} }],
      ['playlist/publish', { playlistId: own.shared.id }],
      ['playlist/remove', { ids: [own.shared.id] }],
      ['playlist/folder/create', { name: 'Manager folder' }],
      ['template/list', {}],
      [
        'template/create',
        { name: 'Manager layout', playlistId: own.shared.id, slideId: own.shared.slides[0]?.id },
      ],
    ];
    for (const [call, body] of calls) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/${call}`,
        payload: body,
        headers: { cookie: manager.cookie },
      });
      expectError(response, 403, 'FORBIDDEN');
    }
    expect((await playlistInfo(t, alice, own.shared.id)).slides).toEqual(own.shared.slides);
  });

  it('lets staff, content creators and admins make and edit playlists, but only owners and admins withdraw every copy', async () => {
    for (const role of ['staff', 'content_creator', 'admin'] as const) {
      const member = await session(role);
      const playlistId = await newPlaylist(t, member, `Made by ${role}`, { section: 'shared' });
      expect(await summaryOf(playlistCall(t, member, 'publish', { playlistId }))).toMatchObject({
        isPublished: true,
      });
      expect(
        await summaryOf(
          playlistCall(t, member, 'updateAspect', { playlistId: own.shared.id, aspectType: '16:9' }),
        ),
      ).toMatchObject({
        id: own.shared.id,
      });
      const withdraw = playlistCall(t, member, 'stock/unshareAll', { playlistIds: [playlistId] });
      if (role === 'admin') expect(await countOf(withdraw)).toBe(0);
      else expectError(await withdraw, 403, 'FORBIDDEN');
    }
  });
});
