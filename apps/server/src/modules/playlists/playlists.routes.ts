import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  SLIDE_THUMBNAIL_MAX_BYTES,
  ZAllDurationsRequest,
  ZAspectUpdateRequest,
  ZAssignTemplateRequest,
  ZCreatedId,
  ZDuplicatedSlide,
  ZFolderTree,
  ZFolderTreeRequest,
  ZLockStatus,
  ZPlaylist,
  ZPlaylistCopyToStockRequest,
  ZPlaylistCount,
  ZPlaylistCreateRequest,
  ZPlaylistFolder,
  ZPlaylistFolderCreateRequest,
  ZPlaylistFolderListRequest,
  ZPlaylistFolderRenameRequest,
  ZPlaylistIdRequest,
  ZPlaylistList,
  ZPlaylistListRequest,
  ZPlaylistMoveRequest,
  ZPlaylistRemoveRequest,
  ZPlaylistRenameRequest,
  ZPlaylistSearch,
  ZPlaylistSearchRequest,
  ZPlaylistSelection,
  ZPlaylistStockRecipientsRequest,
  ZPlaylistStockUnshareAllRequest,
  ZPlaylistStockUnshareRequest,
  ZPlaylistSummary,
  ZSlide,
  ZSlideActionsRequest,
  ZSlideAnimationRequest,
  ZSlideBackgroundRequest,
  ZSlideCreateRequest,
  ZSlideDurationRequest,
  ZSlideIdRequest,
  ZSlideIndexRequest,
  ZSlideNumberRequest,
  ZSlideOverlayRequest,
  ZSlidesChanged,
  ZSlideThumbnailFields,
  ZSlideUpdateRequest,
  ZStockPlaylistRequest,
  ZStockRecipients,
  ZTemplateCreateRequest,
  ZTemplateList,
  ZTemplateListRequest,
  ZThumbnailUrl,
} from '@placard/contract';
import { readSingleFile, validationError } from '../../platform/http/multipart.js';
import type { Deps } from '../../platform/deps.js';
import { plainJson } from '../../platform/http/plain-json.js';
import { moveInLibrary, removeFromLibrary } from '../library/library.changes.usecases.js';
import { createFolder, folderTree, renameFolder } from '../library/library.folders.usecases.js';
import { restrictInLibrary, shareInLibrary } from '../library/library.sharing.usecases.js';
import { copyToStockIn, recipientsIn, withdrawStockIn } from '../library/library.stock.usecases.js';
import { playlistLibraryItems } from './playlists.items.js';
import {
  createPlaylist,
  listAll,
  listSection,
  listStock,
  playlistInfo,
  playlistMetadata,
  renamePlaylist,
  searchPlaylists,
} from './playlists.library.usecases.js';
import { acquireLock, lockStatus, releaseLock } from './playlists.lock.usecases.js';
import {
  createSlide,
  duplicateSlide,
  getSlide,
  moveSlide,
  publishPlaylist,
  removeSlide,
  updateAllDurations,
  updateAspect,
  updateBackground,
  updateOverlay,
  updateSlideActions,
  updateSlideAnimation,
  updateSlideData,
  updateSlideDuration,
} from './playlists.slides.usecases.js';
import { playlistStock } from './playlists.stock.js';
import { assignTemplate, createTemplate, listTemplates } from './playlists.templates.usecases.js';
import { updateSlideThumbnail } from './playlists.thumbnail.usecases.js';

const tags = ['playlists'];
const read = { permission: 'sidebar_playlists', reads: true } as const;
const edit = { permission: 'playlist_edit' } as const;

/**
 * Playlists (spec section 7: POST with a JSON body under /api/playlist) and templates (designed in the
 * same style under /api/template). Slides are addressed by their place (slideNumber, 0-based) or id.
 */
export const playlistsRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/playlist/list',
      {
        schema: {
          tags,
          summary: 'Every playlist of My and Shared (screen managers: Shared, the playlists they may assign)',
          body: ZPlaylistListRequest,
          response: { 200: ZPlaylistList },
        },
        // content roles list what they edit, screen managers what they may assign (checked in the use case)
        config: { permission: 'session', reads: true },
      },
      (request) => listAll(deps, request.auth, request.body.publishedOnly),
    );
    app.post(
      '/playlist/search',
      {
        schema: {
          tags,
          summary: 'A folder of a section, or a search by name across it, with the total count',
          body: ZPlaylistSearchRequest,
          response: { 200: ZPlaylistSearch },
        },
        config: read,
      },
      (request) => searchPlaylists(deps, request.auth, request.body),
    );
    for (const [path, section] of [
      ['/playlist/listMyPlaylists', 'my'],
      ['/playlist/listOrgPlaylists', 'shared'],
    ] as const) {
      app.post(
        path,
        {
          schema: {
            tags,
            summary: `The playlists of ${section === 'my' ? 'My' : 'Shared'}: one folder (with its folders) or all`,
            body: ZPlaylistFolderListRequest,
            response: { 200: ZPlaylistSearch },
          },
          config: read,
        },
        (request) => listSection(deps, request.auth, section, request.body),
      );
    }
    app.post(
      '/playlist/listStockPlaylist',
      {
        schema: {
          tags,
          summary: 'The stock playlists the organization holds',
          body: ZStockPlaylistRequest,
          response: { 200: ZPlaylistSearch },
        },
        config: read,
      },
      (request) => listStock(deps, request.auth, request.body),
    );
    app.post(
      '/playlist/info',
      {
        schema: {
          tags,
          summary: 'A playlist with its slides',
          body: ZPlaylistIdRequest,
          response: { 200: ZPlaylist },
        },
        ...plainJson,
        config: read,
      },
      (request) => playlistInfo(deps, request.auth, request.body.playlistId),
    );
    app.post(
      '/playlist/metadata',
      {
        schema: {
          tags,
          summary: 'A playlist without its slides',
          body: ZPlaylistIdRequest,
          response: { 200: ZPlaylistSummary },
        },
        config: read,
      },
      (request) => playlistMetadata(deps, request.auth, request.body.playlistId),
    );
    app.post(
      '/playlist/getSlide',
      {
        schema: { tags, summary: 'One slide', body: ZSlideIdRequest, response: { 200: ZSlide } },
        ...plainJson,
        config: read,
      },
      (request) => getSlide(deps, request.auth, request.body),
    );
    app.post(
      '/playlist/lockStatus',
      {
        schema: {
          tags,
          summary: 'Whether another user is editing the playlist, and who',
          body: ZPlaylistIdRequest,
          response: { 200: ZLockStatus },
        },
        config: read,
      },
      (request) => lockStatus(deps, request.auth, request.body.playlistId),
    );
    app.post(
      '/playlist/lock',
      {
        schema: {
          tags,
          summary: 'Take or renew the edit lock of a playlist opened in the editor',
          body: ZPlaylistIdRequest,
          response: { 200: ZLockStatus },
        },
        config: edit,
      },
      (request) => acquireLock(deps, request.auth, request.body.playlistId),
    );
    app.post(
      '/playlist/unlock',
      {
        schema: {
          tags,
          summary: 'Let go of the edit lock when leaving the editor',
          body: ZPlaylistIdRequest,
          response: { 200: ZLockStatus },
        },
        config: edit,
      },
      (request) => releaseLock(deps, request.auth, request.body.playlistId),
    );
    app.post(
      '/playlist/create',
      {
        schema: {
          tags,
          summary: 'Create a playlist with one empty slide',
          body: ZPlaylistCreateRequest,
          response: { 200: ZCreatedId },
        },
        config: { permission: 'playlist_create' },
      },
      (request) => createPlaylist(deps, request.auth, request.body),
    );
    app.post(
      '/playlist/rename',
      {
        schema: {
          tags,
          summary: 'Rename a playlist or template',
          body: ZPlaylistRenameRequest,
          response: { 200: ZPlaylistSummary },
        },
        config: edit,
      },
      (request) => renamePlaylist(deps, request.auth, request.body.playlistId, request.body.name),
    );
    app.post(
      '/playlist/publish',
      {
        schema: {
          tags,
          summary: 'Publish a playlist as it is now',
          body: ZPlaylistIdRequest,
          response: { 200: ZPlaylistSummary },
        },
        config: edit,
      },
      (request) => publishPlaylist(deps, request.auth, request.body.playlistId),
    );
    app.post(
      '/playlist/slide/create',
      {
        schema: {
          tags,
          summary: 'Add a slide (empty, or with the given document)',
          body: ZSlideCreateRequest,
          response: { 200: ZSlidesChanged },
        },
        ...plainJson,
        config: edit,
      },
      (request) => createSlide(deps, request.auth, request.body),
    );
    app.post(
      '/playlist/removeSlide',
      {
        schema: {
          tags,
          summary: 'Delete a slide: actions that jump to it go, and its neighbour is selected',
          body: ZSlideNumberRequest,
          response: { 200: ZSlidesChanged },
        },
        ...plainJson,
        config: edit,
      },
      (request) => removeSlide(deps, request.auth, request.body),
    );
    app.post(
      '/playlist/duplicateSlide',
      {
        schema: {
          tags,
          summary: 'Copy a slide just after itself',
          body: ZSlideNumberRequest,
          response: { 200: ZDuplicatedSlide },
        },
        ...plainJson,
        config: edit,
      },
      (request) => duplicateSlide(deps, request.auth, request.body),
    );
    app.post(
      '/playlist/updateSlide',
      {
        schema: {
          tags,
          summary: "Save a slide's document",
          body: ZSlideUpdateRequest,
          response: { 200: ZSlide },
        },
        ...plainJson,
        config: edit,
      },
      (request) => updateSlideData(deps, request.auth, request.body),
    );
    app.post(
      '/playlist/updateSlideIndex',
      {
        schema: {
          tags,
          summary: 'Move a slide to another place',
          body: ZSlideIndexRequest,
          response: { 200: ZSlidesChanged },
        },
        ...plainJson,
        config: edit,
      },
      (request) => moveSlide(deps, request.auth, request.body),
    );
    app.post(
      '/playlist/updateSlideBackground',
      {
        schema: {
          tags,
          summary: "A slide's background: a colour, or an image of the media library",
          body: ZSlideBackgroundRequest,
          response: { 200: ZSlide },
        },
        ...plainJson,
        config: edit,
      },
      (request) => updateBackground(deps, request.auth, request.body),
    );
    app.post(
      '/playlist/updateAspect',
      {
        schema: {
          tags,
          summary: "The playlist's aspect ratio",
          body: ZAspectUpdateRequest,
          response: { 200: ZPlaylistSummary },
        },
        config: edit,
      },
      (request) => updateAspect(deps, request.auth, request.body),
    );
    app.post(
      '/playlist/updateSlideDuration',
      {
        schema: {
          tags,
          summary: "A slide's duration in seconds",
          body: ZSlideDurationRequest,
          response: { 200: ZSlide },
        },
        ...plainJson,
        config: edit,
      },
      (request) => updateSlideDuration(deps, request.auth, request.body),
    );
    app.post(
      '/playlist/update/slides/all/duration',
      {
        schema: {
          tags,
          summary: 'One duration for every slide',
          body: ZAllDurationsRequest,
          response: { 200: ZPlaylist },
        },
        ...plainJson,
        config: edit,
      },
      (request) => updateAllDurations(deps, request.auth, request.body),
    );
    app.post(
      '/playlist/updateSlideAnimation',
      {
        schema: {
          tags,
          summary: "A slide's transition, or every slide's with applyToAll",
          body: ZSlideAnimationRequest,
          response: { 200: ZPlaylist },
        },
        ...plainJson,
        config: edit,
      },
      (request) => updateSlideAnimation(deps, request.auth, request.body),
    );
    app.post(
      '/playlist/updateSlideActions',
      {
        schema: {
          tags,
          summary: "A slide's touch actions (jump to slide, popup) and hot corners",
          body: ZSlideActionsRequest,
          response: { 200: ZSlide },
        },
        ...plainJson,
        config: edit,
      },
      (request) => updateSlideActions(deps, request.auth, request.body),
    );
    app.post(
      '/playlist/updateSlideOverlay',
      {
        schema: {
          tags,
          summary: 'The slide shown over every other, or none',
          body: ZSlideOverlayRequest,
          response: { 200: ZPlaylistSummary },
        },
        config: edit,
      },
      (request) => updateOverlay(deps, request.auth, request.body),
    );
    app.post(
      '/playlist/updateSlideThumbnail',
      {
        schema: {
          tags,
          summary:
            "Upload a slide's thumbnail (multipart: playlistId, slideNumber, then the image as 'thumbnail')",
          consumes: ['multipart/form-data'],
          response: { 200: ZThumbnailUrl },
        },
        config: edit,
      },
      async (request) => {
        const upload = await readSingleFile(request, 'thumbnail', SLIDE_THUMBNAIL_MAX_BYTES);
        const fields = ZSlideThumbnailFields.safeParse(upload.fields);
        if (!fields.success) throw validationError(fields.error);
        return updateSlideThumbnail(deps, request.auth, fields.data, upload);
      },
    );
    app.post(
      '/playlist/assignTemplate',
      {
        schema: {
          tags,
          summary: "Replace a slide's contents with a template's",
          body: ZAssignTemplateRequest,
          response: { 200: ZSlide },
        },
        ...plainJson,
        config: edit,
      },
      (request) => assignTemplate(deps, request.auth, request.body),
    );
    app.post(
      '/playlist/share',
      {
        schema: {
          tags,
          summary: 'Move playlists and folders from My to Shared',
          body: ZPlaylistSelection,
          response: { 200: ZPlaylistCount },
        },
        config: edit,
      },
      async (request) => ({
        count: await shareInLibrary(deps, playlistLibraryItems, request.auth, {
          ids: request.body.playlistIds,
          folderIds: request.body.folderIds,
        }),
      }),
    );
    app.post(
      '/playlist/restrict',
      {
        schema: {
          tags,
          summary: "Return shared playlists and folders to their creators' My",
          body: ZPlaylistSelection,
          response: { 200: ZPlaylistCount },
        },
        config: edit,
      },
      async (request) => ({
        count: await restrictInLibrary(deps, playlistLibraryItems, request.auth, {
          ids: request.body.playlistIds,
          folderIds: request.body.folderIds,
        }),
      }),
    );
    app.post(
      '/playlist/remove',
      {
        schema: {
          tags,
          summary: 'Delete playlists or templates, and folders with everything in them',
          body: ZPlaylistRemoveRequest,
          response: { 200: ZPlaylistCount },
        },
        config: { permission: 'playlist_delete' },
      },
      async (request) => ({
        count: await removeFromLibrary(deps, playlistLibraryItems, request.auth, request.body),
      }),
    );
    app.post(
      '/playlist/moveToFolder',
      {
        schema: {
          tags,
          summary: 'Move a playlist (or, with movingFolder, a folder) into a folder of its section',
          body: ZPlaylistMoveRequest,
          response: { 200: ZPlaylistCount },
        },
        config: edit,
      },
      async (request) => {
        const { fileId, parentFolder, movingFolder } = request.body;
        return {
          count: await moveInLibrary(deps, playlistLibraryItems, request.auth, {
            ids: movingFolder ? [] : [fileId],
            folderIds: movingFolder ? [fileId] : [],
            parentFolderId: parentFolder,
          }),
        };
      },
    );
    app.post(
      '/playlist/folder/create',
      {
        schema: {
          tags,
          summary: 'Create a playlist folder',
          body: ZPlaylistFolderCreateRequest,
          response: { 200: ZPlaylistFolder },
        },
        config: { permission: 'new_folder_create' },
      },
      (request) => createFolder(deps, request.auth, 'playlists', request.body),
    );
    app.post(
      '/playlist/folder/rename',
      {
        schema: {
          tags,
          summary: 'Rename a playlist folder',
          body: ZPlaylistFolderRenameRequest,
          response: { 200: ZPlaylistFolder },
        },
        config: edit,
      },
      (request) => renameFolder(deps, request.auth, 'playlists', request.body.id, request.body.name),
    );
    app.post(
      '/playlist/folder/list',
      {
        schema: {
          tags,
          summary: 'Every playlist folder of a section the caller sees',
          body: ZFolderTreeRequest,
          response: { 200: ZFolderTree },
        },
        config: read,
      },
      (request) => folderTree(deps, request.auth, 'playlists', request.body.section),
    );
    app.post(
      '/playlist/copyToStock',
      {
        schema: {
          tags,
          summary: 'Give stock copies of playlists to sub-organizations, or to the platform (root only)',
          body: ZPlaylistCopyToStockRequest,
          response: { 200: ZPlaylistCount },
        },
        config: { permission: 'stockmedia_create' },
      },
      async (request) => ({
        count: await copyToStockIn(deps, playlistStock, request.auth, {
          ...request.body,
          ids: request.body.playlistIds,
        }),
      }),
    );
    app.post(
      '/playlist/stock/recipients',
      {
        schema: {
          tags,
          summary: 'The organizations holding stock copies of a playlist',
          body: ZPlaylistStockRecipientsRequest,
          response: { 200: ZStockRecipients },
        },
        config: { permission: 'stockmedia_create', reads: true },
      },
      (request) => recipientsIn(deps, playlistStock, request.auth, request.body.playlistId),
    );
    app.post(
      '/playlist/stock/unshare',
      {
        schema: {
          tags,
          summary: 'Withdraw stock copies of playlists from one organization (or the platform)',
          body: ZPlaylistStockUnshareRequest,
          response: { 200: ZPlaylistCount },
        },
        config: { permission: 'stockmedia_create' },
      },
      async (request) => ({
        count: await withdrawStockIn(deps, playlistStock, request.auth, request.body.playlistIds, {
          organizationId: request.body.organizationId,
          platform: request.body.platform,
        }),
      }),
    );
    app.post(
      '/playlist/stock/unshareAll',
      {
        schema: {
          tags,
          summary: 'Withdraw every stock copy of playlists, from every organization',
          body: ZPlaylistStockUnshareAllRequest,
          response: { 200: ZPlaylistCount },
        },
        config: { permission: 'unshare_all_stock_media' },
      },
      async (request) => ({
        count: await withdrawStockIn(
          deps,
          playlistStock,
          request.auth,
          request.body.playlistIds,
          'everywhere',
        ),
      }),
    );
    app.post(
      '/template/create',
      {
        schema: {
          tags,
          summary: "Make a template of a playlist's slide",
          body: ZTemplateCreateRequest,
          response: { 200: ZPlaylistSummary },
        },
        config: { permission: 'playlist_create' },
      },
      (request) => createTemplate(deps, request.auth, request.body),
    );
    app.post(
      '/template/list',
      {
        schema: {
          tags,
          summary: 'The templates of a section',
          body: ZTemplateListRequest,
          response: { 200: ZTemplateList },
        },
        config: read,
      },
      (request) => listTemplates(deps, request.auth, request.body),
    );
  };
