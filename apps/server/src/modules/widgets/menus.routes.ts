import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZMenu,
  ZMenuCreateRequest,
  ZMenuIdRequest,
  ZMenuList,
  ZMenuListRequest,
  ZMenuRenameRequest,
  ZMenuUpdateRequest,
  ZSuccess,
} from '@placard/contract';
import type { Deps } from '../../platform/deps.js';
import { changeMenu, createMenu, listMenus, menuInfo, removeMenu, renameMenu } from './menus.usecases.js';

const tags = ['menus'];
/** Menus are library items: whoever works on the media library reads and changes them. */
const read = { permission: 'media', reads: true } as const;
const edit = { permission: 'media' } as const;

/**
 * The menu builder (in the style of spec section 7: POST with a JSON body under /api/menu). Every menu
 * belongs to the organization the caller acts for; an expired licence leaves them read-only.
 */
export const menusRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/menu/list',
      {
        schema: {
          tags,
          summary: "The organization's menus by name, with their counts of categories and items",
          body: ZMenuListRequest,
          response: { 200: ZMenuList },
        },
        config: read,
      },
      (request) => listMenus(deps, request.auth),
    );
    app.post(
      '/menu/info',
      {
        schema: { tags, summary: 'One menu, whole', body: ZMenuIdRequest, response: { 200: ZMenu } },
        config: read,
      },
      (request) => menuInfo(deps, request.auth, request.body.id),
    );
    app.post(
      '/menu/create',
      {
        schema: {
          tags,
          summary: 'An empty menu with a name free in the organization and a currency',
          body: ZMenuCreateRequest,
          response: { 200: ZMenu },
        },
        config: edit,
      },
      (request) => createMenu(deps, request.auth, request.body),
    );
    app.post(
      '/menu/update',
      {
        schema: {
          tags,
          summary:
            'The whole menu (categories, items, prices): screens showing it fetch it within seconds, without a republish',
          body: ZMenuUpdateRequest,
          response: { 200: ZMenu },
        },
        config: edit,
      },
      (request) => changeMenu(deps, request.auth, request.body),
    );
    app.post(
      '/menu/rename',
      {
        schema: {
          tags,
          summary: 'A new name for a menu',
          body: ZMenuRenameRequest,
          response: { 200: ZMenu },
        },
        config: edit,
      },
      (request) => renameMenu(deps, request.auth, request.body),
    );
    app.post(
      '/menu/remove',
      {
        schema: {
          tags,
          summary: 'Delete a menu (its elements on slides show a placeholder)',
          body: ZMenuIdRequest,
          response: { 200: ZSuccess },
        },
        config: edit,
      },
      async (request) => {
        await removeMenu(deps, request.auth, request.body.id);
        return { success: true as const };
      },
    );
  };
