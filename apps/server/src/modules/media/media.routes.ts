import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZCopyToStockRequest,
  ZFolderCreateRequest,
  ZFolderRenameRequest,
  ZFolderTree,
  ZFolderTreeRequest,
  ZMediaCount,
  ZMediaFlagsRequest,
  ZMediaFolder,
  ZMediaIdRequest,
  ZMediaInfo,
  ZMediaItem,
  ZMediaList,
  ZMediaListRequest,
  ZMediaMoveRequest,
  ZMediaRenameRequest,
  ZMediaSelection,
  ZMediaUsage,
  ZOrganizationNodes,
  ZStockRecipients,
  ZStockRecipientsRequest,
  ZStockUnshareAllRequest,
  ZStockUnshareRequest,
} from '@placard/contract';
import type { Deps } from '../../platform/deps.js';
import { moveInLibrary, removeFromLibrary } from '../library/library.changes.usecases.js';
import { createFolder, folderTree, renameFolder } from '../library/library.folders.usecases.js';
import { restrictInLibrary, shareInLibrary } from '../library/library.sharing.usecases.js';
import { mediaLibraryItems } from './media.items.js';
import { listMedia, mediaInfo, mediaUsage, renameMedia, updateMediaFlags } from './media.library.usecases.js';
import {
  copyToStockIn,
  recipientsIn,
  stockTargets,
  withdrawStockIn,
} from '../library/library.stock.usecases.js';
import { mediaStock } from './media.stock.usecases.js';

const tags = ['media'];

/**
 * The media library (spec sections 2–4, 6). The spec does not show these calls; they follow section 7:
 * POST with a JSON body, 200 with the answer. Files themselves are served from /api/files/{key}.
 */
export const mediaRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/media/list',
      {
        schema: {
          tags,
          summary: 'A page of one section (my, shared, stock): a folder, or a search across the section',
          body: ZMediaListRequest,
          response: { 200: ZMediaList },
        },
        config: { permission: 'media', reads: true },
      },
      async (request) => listMedia(deps, request.auth, request.body),
    );

    app.post(
      '/media/info',
      {
        schema: {
          tags,
          summary: 'One item, with the playlists that use it',
          body: ZMediaIdRequest,
          response: { 200: ZMediaInfo },
        },
        config: { permission: 'media', reads: true },
      },
      async (request) => mediaInfo(deps, request.auth, request.body.id),
    );

    app.get(
      '/media/usage',
      {
        schema: {
          tags,
          summary: "The storage the organization's media takes",
          response: { 200: ZMediaUsage },
        },
        config: { permission: 'media' },
      },
      async (request) => mediaUsage(deps, request.auth),
    );

    app.post(
      '/media/rename',
      {
        schema: { tags, summary: 'Rename an item', body: ZMediaRenameRequest, response: { 200: ZMediaItem } },
        config: { permission: 'media' },
      },
      async (request) => renameMedia(deps, request.auth, request.body.id, request.body.name),
    );

    app.post(
      '/media/updateFlags',
      {
        schema: {
          tags,
          summary: 'Lock or unlock an item, or keep others from editing it when shared',
          body: ZMediaFlagsRequest,
          response: { 200: ZMediaItem },
        },
        config: { permission: 'media' },
      },
      async (request) => updateMediaFlags(deps, request.auth, request.body),
    );

    app.post(
      '/media/moveToFolder',
      {
        schema: {
          tags,
          summary: 'Move items and folders into a folder of their section (null: the top level)',
          body: ZMediaMoveRequest,
          response: { 200: ZMediaCount },
        },
        config: { permission: 'media' },
      },
      async (request) => ({
        count: await moveInLibrary(deps, mediaLibraryItems, request.auth, request.body),
      }),
    );

    app.post(
      '/media/remove',
      {
        schema: {
          tags,
          summary: 'Delete items, and folders with everything in them',
          body: ZMediaSelection,
          response: { 200: ZMediaCount },
        },
        config: { permission: 'media' },
      },
      async (request) => ({
        count: await removeFromLibrary(deps, mediaLibraryItems, request.auth, request.body),
      }),
    );

    app.post(
      '/media/share',
      {
        schema: {
          tags,
          summary: "Share: move private items and folders to the organization's Shared",
          body: ZMediaSelection,
          response: { 200: ZMediaCount },
        },
        config: { permission: 'media' },
      },
      async (request) => ({
        count: await shareInLibrary(deps, mediaLibraryItems, request.auth, request.body),
      }),
    );

    app.post(
      '/media/restrict',
      {
        schema: {
          tags,
          summary: "Unshare: return shared items and folders to their creators' My",
          body: ZMediaSelection,
          response: { 200: ZMediaCount },
        },
        config: { permission: 'media' },
      },
      async (request) => ({
        count: await restrictInLibrary(deps, mediaLibraryItems, request.auth, request.body),
      }),
    );

    app.post(
      '/media/folder/create',
      {
        schema: {
          tags,
          summary: 'Create a folder',
          body: ZFolderCreateRequest,
          response: { 200: ZMediaFolder },
        },
        config: { permission: 'new_folder_create' },
      },
      async (request) => createFolder(deps, request.auth, 'media', request.body),
    );

    app.post(
      '/media/folder/rename',
      {
        schema: {
          tags,
          summary: 'Rename a folder',
          body: ZFolderRenameRequest,
          response: { 200: ZMediaFolder },
        },
        config: { permission: 'media' },
      },
      async (request) => renameFolder(deps, request.auth, 'media', request.body.id, request.body.name),
    );

    app.post(
      '/media/folder/list',
      {
        schema: {
          tags,
          summary: 'Every folder of a section, for choosing where to move things',
          body: ZFolderTreeRequest,
          response: { 200: ZFolderTree },
        },
        config: { permission: 'media', reads: true },
      },
      async (request) => folderTree(deps, request.auth, 'media', request.body.section),
    );

    app.post(
      '/media/copyToStock',
      {
        schema: {
          tags,
          summary: 'Give stock copies to chosen sub-organizations, or to the whole platform (root only)',
          body: ZCopyToStockRequest,
          response: { 200: ZMediaCount },
        },
        config: { permission: 'stockmedia_create' },
      },
      async (request) => ({
        count: await copyToStockIn(deps, mediaStock, request.auth, {
          ...request.body,
          ids: request.body.mediaIds,
        }),
      }),
    );

    app.get(
      '/media/stock/targets',
      {
        schema: {
          tags,
          summary: "The sub-organizations stock copies can go to: every one below the caller's organization",
          response: { 200: ZOrganizationNodes },
        },
        config: { permission: 'stockmedia_create' },
      },
      async (request) => stockTargets(deps, request.auth),
    );

    app.post(
      '/media/stock/recipients',
      {
        schema: {
          tags,
          summary: 'The organizations holding stock copies of an item',
          body: ZStockRecipientsRequest,
          response: { 200: ZStockRecipients },
        },
        config: { permission: 'stockmedia_create', reads: true },
      },
      async (request) => recipientsIn(deps, mediaStock, request.auth, request.body.mediaId),
    );

    app.post(
      '/media/stock/unshare',
      {
        schema: {
          tags,
          summary: 'Withdraw the stock copies of items from one organization (or the platform)',
          body: ZStockUnshareRequest,
          response: { 200: ZMediaCount },
        },
        config: { permission: 'stockmedia_create' },
      },
      async (request) => ({
        count: await withdrawStockIn(deps, mediaStock, request.auth, request.body.mediaIds, {
          organizationId: request.body.organizationId,
          platform: request.body.platform,
        }),
      }),
    );

    app.post(
      '/media/stock/unshareAll',
      {
        schema: {
          tags,
          summary: 'Withdraw every stock copy of items, from every organization',
          body: ZStockUnshareAllRequest,
          response: { 200: ZMediaCount },
        },
        config: { permission: 'unshare_all_stock_media' },
      },
      async (request) => ({
        count: await withdrawStockIn(deps, mediaStock, request.auth, request.body.mediaIds, 'everywhere'),
      }),
    );
  };
