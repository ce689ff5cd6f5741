import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZCanvaConnectAnswer,
  ZCanvaCreateAnswer,
  ZCanvaCreateRequest,
  ZCanvaDesigns,
  ZCanvaDesignsRequest,
  ZCanvaImport,
  ZCanvaImportRequest,
  ZCanvaImportStatusRequest,
  ZCanvaStatus,
} from '@placard/contract';
import { z } from 'zod';
import type { Deps } from '../../platform/deps.js';
import { canvaStatus, connectCallback, disconnect, startConnect } from './canva.connect.usecases.js';
import { createDesign, designThumbnail, listDesigns } from './canva.designs.usecases.js';
import { importStatus, startImport } from './canva.import.usecases.js';
import { CANVA_CALLBACK_PATH } from './canva.setup.js';

const tags = ['media'];
const empty = z.object({}).optional();
/** Canva's answer on the way back (RFC 6749 §4.1.2): a code and the state, or an error. */
const ZCallbackQuery = z.object({
  code: z.string().max(2048).optional(),
  state: z.string().max(256).optional(),
  error: z.string().max(256).optional(),
});

/**
 * Canva designs (spec sections 1, 2 and 4): each user connects their own Canva account (OAuth 2 with
 * PKCE), lists and searches its designs, and imports one into the media library through Canva's export.
 */
export const canvaRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/canva/status',
      {
        schema: {
          tags,
          summary: "Whether Canva is offered to the caller, and the caller's own Canva account",
          body: empty,
          response: { 200: ZCanvaStatus },
        },
        config: { permission: 'media', reads: true },
      },
      (request) => canvaStatus(deps, request.auth),
    );
    app.post(
      '/canva/connect',
      {
        schema: {
          tags,
          summary: "Starts connecting the caller's Canva account: the address of Canva's consent page",
          body: empty,
          response: { 200: ZCanvaConnectAnswer },
        },
        config: { permission: 'upload' },
      },
      (request) => startConnect(deps, request.auth),
    );
    app.get(
      CANVA_CALLBACK_PATH.replace(/^\/api/, ''),
      {
        schema: {
          tags,
          summary: "Canva's answer on the way back from its consent page; goes on to the Canva page",
          querystring: ZCallbackQuery,
        },
        config: { permission: 'upload' },
      },
      async (request, reply) => reply.redirect(await connectCallback(deps, request.auth, request.query)),
    );
    app.post(
      '/canva/disconnect',
      {
        schema: {
          tags,
          summary: "Disconnects the caller's Canva account: Canva revokes its tokens, Placard removes them",
          body: empty,
          response: { 200: z.object({ ok: z.literal(true) }) },
        },
        // removing one's own tokens stays possible while the licence is read-only
        config: { permission: 'upload', whileReadOnly: true },
      },
      async (request) => {
        await disconnect(deps, request.auth);
        return { ok: true as const };
      },
    );
    app.post(
      '/canva/designs',
      {
        schema: {
          tags,
          summary: "A page of the caller's Canva designs, all or those matching a search",
          body: ZCanvaDesignsRequest,
          response: { 200: ZCanvaDesigns },
        },
        config: { permission: 'media', reads: true },
      },
      (request) => listDesigns(deps, request.auth, request.body),
    );
    app.post(
      '/canva/designs/create',
      {
        schema: {
          tags,
          summary: "A new design of a screen's size in the caller's Canva account, to edit in Canva",
          body: ZCanvaCreateRequest,
          response: { 200: ZCanvaCreateAnswer },
        },
        config: { permission: 'upload' },
      },
      (request) => createDesign(deps, request.auth, request.body),
    );
    app.get(
      '/canva/thumbnail',
      {
        schema: {
          tags,
          summary: "A design's thumbnail, read from Canva for the user it was listed to",
          querystring: z.object({ t: z.string().min(1).max(4096) }),
        },
        config: { permission: 'media' },
      },
      async (request, reply) => {
        const thumbnail = await designThumbnail(deps, request.auth, request.query.t);
        return reply
          .type(thumbnail.contentType)
          .header('cache-control', 'private, max-age=600')
          .send(thumbnail.bytes);
      },
    );
    app.post(
      '/canva/import',
      {
        schema: {
          tags,
          summary: 'Starts importing a Canva design into the media library (Canva exports it)',
          body: ZCanvaImportRequest,
          response: { 200: ZCanvaImport },
        },
        config: { permission: 'upload' },
      },
      (request) => startImport(deps, request.auth, request.body),
    );
    app.post(
      '/canva/import/status',
      {
        schema: {
          tags,
          summary: "Where an import of the caller's stands: exporting, saving, done or failed",
          body: ZCanvaImportStatusRequest,
          response: { 200: ZCanvaImport },
        },
        config: { permission: 'upload', reads: true },
      },
      (request) => importStatus(deps, request.auth, request.body.id),
    );
  };
