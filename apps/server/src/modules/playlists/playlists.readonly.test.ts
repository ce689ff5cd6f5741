import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TPlaylist, TPlaylistFolder } from '@placard/contract';
import { image } from '../../platform/media/test-files.js';
import {
  expectError,
  organizationWithMember,
  setLicensePackage,
  type LoggedIn,
} from '../../test/factories.js';
import {
  countOf,
  newPlaylistFolder,
  playlistCall,
  playlistInfo,
  playlistWithSlides,
  summaryOf,
  templateCall,
  uploadThumbnail,
} from '../../test/playlists.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let owner: LoggedIn;
let child: LoggedIn;
let playlist: TPlaylist;
let folder: TPlaylistFolder;
let templateId: number;

beforeAll(async () => {
  t = await createTestApp();
  owner = await organizationWithMember(t, { name: 'Lapsed Screens', pkg: 'full_access' });
  child = await organizationWithMember(t, {
    name: 'Lapsed Branch',
    parentOrganizationId: owner.organizationId,
  });
  folder = await newPlaylistFolder(t, owner, 'Before');
  playlist = await playlistWithSlides(t, owner, 'Before', 2, { parentFolderId: folder.id });
  templateId = (
    await summaryOf(
      templateCall(t, owner, 'create', {
        name: 'Before layout',
        playlistId: playlist.id,
        slideId: playlist.slides[0]?.id,
      }),
    )
  ).id;
  await countOf(
    playlistCall(t, owner, 'copyToStock', {
      playlistIds: [playlist.id],
      orgShareIds: [child.organizationId],
    }),
  );
  playlist = await playlistInfo(t, owner, playlist.id);

  await setLicensePackage(t, owner.organizationId, 'full_access', {
    validityExpiresAt: new Date(t.app.deps.now().getTime() - 1000),
  });
}, 60_000);
afterAll(() => t?.close());

describe('playlists while the licence is expired', () => {
  it('still open: listings, one playlist, one slide, who is editing, folders, templates and stock', async () => {
    const playlistId = playlist.id;
    const reads: [string, object][] = [
      ['playlist/list', {}],
      ['playlist/search', { parentFolderId: folder.id }],
      ['playlist/listMyPlaylists', {}],
      ['playlist/listOrgPlaylists', {}],
      ['playlist/listStockPlaylist', {}],
      ['playlist/info', { playlistId }],
      ['playlist/metadata', { playlistId }],
      ['playlist/getSlide', { playlistId, slideId: playlist.slides[0]?.id }],
      ['playlist/lockStatus', { playlistId }],
      ['playlist/folder/list', { section: 'my' }],
      ['playlist/stock/recipients', { playlistId }],
      ['template/list', {}],
    ];
    for (const [call, body] of reads) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/${call}`,
        payload: body,
        headers: { cookie: owner.cookie },
      });
      expect(response.statusCode, `${call}: ${response.body}`).toBe(200);
    }
    expect(await playlistInfo(t, owner, playlistId)).toEqual(playlist);
  });

  it('refuse every change with LICENSE_EXPIRED, leaving the playlist as it was', async () => {
    const playlistId = playlist.id;
    const [first, second] = playlist.slides.map((slide) => slide.id);
    const changes: [string, object][] = [
      ['playlist/create', { name: 'After', aspectType: '16:9' }],
      ['playlist/lock', { playlistId }],
      ['playlist/unlock', { playlistId }],
      ['playlist/rename', { playlistId, name: 'After' }],
      ['playlist/publish', { playlistId }],
      ['playlist/slide/create', { playlistId }],
      ['playlist/removeSlide', { playlistId, slideNumber: 0 }],
      ['playlist/duplicateSlide', { playlistId, slideNumber: 0 }],
      ['playlist/updateSlide', { playlistId, slideNumber: 0, slideData: { duration: 5 } }],
      ['playlist/updateSlideIndex', { playlistId, slideId: first, oldIndex: 0, newIndex: 1 }],
      [
        'playlist/updateSlideBackground',
        { playlistId, slideId: first, backgroundType: 'color', background: '#000000' },
      ],
      ['playlist/updateAspect', { playlistId, aspectType: '4:3' }],
      ['playlist/updateSlideDuration', { playlistId, slideId: first, duration: 5 }],
      ['playlist/update/slides/all/duration', { playlistId, duration: 5 }],
      [
        'playlist/updateSlideAnimation',
        { playlistId, slideId: first, animation: { type: 'fade', durationInMillis: 100 } },
      ],
      [
        'playlist/updateSlideActions',
        { playlistId, slideId: first, actionData: { actions: {}, hotCorners: true } },
      ],
      ['playlist/updateSlideOverlay', { playlistId, overlayData: { slideId: second } }],
      ['playlist/assignTemplate', { playlistId, templateId, currentSlideId: first }],
      ['playlist/share', { playlistIds: [playlistId] }],
      ['playlist/restrict', { playlistIds: [playlistId] }],
      ['playlist/remove', { ids: [playlistId] }],
      ['playlist/moveToFolder', { fileId: playlistId, parentFolder: null }],
      ['playlist/folder/create', { name: 'After' }],
      ['playlist/folder/rename', { id: folder.id, name: 'After' }],
      ['playlist/copyToStock', { playlistIds: [playlistId], orgShareIds: [child.organizationId] }],
      ['playlist/stock/unshare', { playlistIds: [playlistId], organizationId: child.organizationId }],
      ['playlist/stock/unshareAll', { playlistIds: [playlistId] }],
      ['template/create', { name: 'After layout', playlistId, slideId: first }],
    ];
    for (const [call, body] of changes) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/${call}`,
        payload: body,
        headers: { cookie: owner.cookie },
      });
      expectError(response, 403, 'LICENSE_EXPIRED');
    }
    expectError(
      await uploadThumbnail(t, owner, playlistId, 0, await image('png', 32, 18)),
      403,
      'LICENSE_EXPIRED',
    );
    expect(await playlistInfo(t, owner, playlistId)).toEqual(playlist);
    const stock = await playlistCall(t, child, 'listStockPlaylist', {});
    expect(stock.json()).toMatchObject({ totalCount: 1 });
  });
});
