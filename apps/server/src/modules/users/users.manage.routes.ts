import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZCreateUserRequest,
  ZDeleteUsersRequest,
  ZDeleteUsersResponse,
  ZManagedUser,
  ZOk,
  ZUpdateUserRequest,
  ZUserIdRequest,
  ZUserList,
  ZUsersQuery,
} from '@placard/contract';
import type { Deps } from '../../platform/deps.js';
import {
  createManagedUser,
  deleteManagedUsers,
  listManagedUsers,
  resendInvitation,
  updateManagedUser,
} from './users.manage.usecases.js';

const tags = ['users'];

/** The users of an organization, managed by its owner and admins (spec section 6). */
export const usersManageRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/users/list',
      {
        schema: {
          tags,
          summary: "An organization's users, with its licence's user limit",
          querystring: ZUsersQuery,
          response: { 200: ZUserList },
        },
        config: { permission: 'sidebar_users' },
      },
      async (request) => listManagedUsers(deps, request.auth, request.query.organizationId),
    );

    app.post(
      '/users/create',
      {
        schema: {
          tags,
          summary: 'Add a user: mails them a link to choose a password',
          body: ZCreateUserRequest,
          response: { 200: ZManagedUser },
        },
        config: { permission: 'add_user' },
      },
      async (request) => createManagedUser(deps, request.auth, request.body),
    );

    app.post(
      '/users/update',
      {
        schema: {
          tags,
          summary: "Edit a user's name, username, e-mail or role",
          body: ZUpdateUserRequest,
          response: { 200: ZManagedUser },
        },
        config: { permission: 'add_user' },
      },
      async (request) => updateManagedUser(deps, request.auth, request.body),
    );

    app.post(
      '/users/delete',
      {
        schema: {
          tags,
          summary: 'Delete users, giving their content to the owner or deleting it',
          body: ZDeleteUsersRequest,
          response: { 200: ZDeleteUsersResponse },
        },
        config: { permission: 'delete_user' },
      },
      async (request) => ({
        success: true as const,
        deleted: await deleteManagedUsers(deps, request.auth, request.body),
      }),
    );

    app.post(
      '/users/resendInvite',
      {
        schema: {
          tags,
          summary: 'Mail an invited user a new link to choose a password',
          body: ZUserIdRequest,
          response: { 200: ZOk },
        },
        config: { permission: 'add_user' },
      },
      async (request) => {
        await resendInvitation(deps, request.auth, request.body.id);
        return { success: true as const };
      },
    );
  };
