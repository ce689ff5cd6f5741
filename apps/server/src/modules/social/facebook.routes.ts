import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZFacebookConnection,
  ZFacebookLoginUrl,
  ZFacebookPageChoice,
  ZFacebookPages,
  ZSuccess,
} from '@placard/contract';
import type { Deps } from '../../platform/deps.js';
import {
  chooseFacebookPage,
  completeFacebookLogin,
  disconnectFacebook,
  facebookConnection,
  facebookLoginUrl,
  facebookPages,
} from './facebook.usecases.js';

const tags = ['social'];
/** The connection is the organization's: its owners and admins make, change and end it. */
const manage = { permission: 'sidebar_organizations' } as const;
const manageRead = { permission: 'sidebar_organizations', reads: true } as const;

const ZEmpty = z.object({}).optional();
const ZCallbackQuery = z.object({
  code: z.string().max(2000).optional(),
  state: z.string().max(2000).optional(),
  error: z.string().max(200).optional(),
  error_reason: z.string().max(200).optional(),
  error_description: z.string().max(1000).optional(),
});

/**
 * The organization's Facebook connection (spec section 4, social accounts), for its Facebook and
 * Instagram widgets: Facebook Login, the page chosen, its state, and disconnecting.
 */
export const facebookRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/social/facebook/info',
      {
        schema: {
          tags,
          summary:
            "The organization's Facebook connection: whether the server offers Facebook, connected or disconnected, its page and Instagram account, who connected it and when",
          body: ZEmpty,
          response: { 200: ZFacebookConnection },
        },
        // whoever edits slides sees whether their Facebook and Instagram widgets can be read
        config: { permission: 'playlist_edit', reads: true },
      },
      (request) => facebookConnection(deps, request.auth),
    );
    app.post(
      '/social/facebook/url',
      {
        schema: {
          tags,
          summary: "Facebook Login's dialog address, to send the owner or admin connecting to",
          body: ZEmpty,
          response: { 200: ZFacebookLoginUrl },
        },
        config: manage,
      },
      (request) => facebookLoginUrl(deps, request.auth),
    );
    app.get(
      '/social/facebook/callback',
      {
        schema: {
          tags,
          summary:
            "Where Facebook Login comes back: redirects to the organization's add-ons, told to choose a page or why it failed",
          querystring: ZCallbackQuery,
        },
        config: manage,
      },
      async (request, reply) =>
        reply.redirect(await completeFacebookLogin(deps, request.auth, request.query)),
    );
    app.post(
      '/social/facebook/pages',
      {
        schema: {
          tags,
          summary:
            'The pages the connected Facebook user manages, with their Instagram professional accounts',
          body: ZEmpty,
          response: { 200: ZFacebookPages },
        },
        config: manageRead,
      },
      (request) => facebookPages(deps, request.auth),
    );
    app.post(
      '/social/facebook/choose',
      {
        schema: {
          tags,
          summary: "The page the organization's widgets show, and whether its Instagram account is used too",
          body: ZFacebookPageChoice,
          response: { 200: ZFacebookConnection },
        },
        config: manage,
      },
      (request) => chooseFacebookPage(deps, request.auth, request.body),
    );
    app.post(
      '/social/facebook/disconnect',
      {
        schema: {
          tags,
          summary: "Ends the organization's Facebook connection and removes its tokens",
          body: ZEmpty,
          response: { 200: ZSuccess },
        },
        config: { ...manage, whileReadOnly: true },
      },
      (request) => disconnectFacebook(deps, request.auth),
    );
  };
