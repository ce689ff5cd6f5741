import { PassThrough } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZAssistantRequest, ZAssistantStatus, zIdParam, type TAssistantEvent } from '@placard/contract';
import { z } from 'zod';
import type { Deps } from '../../platform/deps.js';
import { errorBody, requestLocale } from '../../platform/http/error-handler.js';
import { assistantStatus, prepareRun } from './assistant.usecases.js';

const tags = ['assistant'];
/** the assistant writes into the editor: whoever edits playlists and templates may use it */
const permission = 'playlist_edit';

const ZStatusQuery = z.object({ playlistId: zIdParam.optional() });

/**
 * The AI content assistant (spec section 1): its status and prices, and an action run while its
 * progress streams back as JSON lines (application/x-ndjson).
 */
export const assistantRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/assistant/status',
      {
        schema: {
          tags,
          summary: "Whether the AI assistant is offered, each action's price and the organization's credits",
          querystring: ZStatusQuery,
          response: { 200: ZAssistantStatus },
        },
        config: { permission },
      },
      (request) => assistantStatus(deps, request.auth, request.query.playlistId),
    );
    app.post(
      '/assistant/run',
      {
        schema: {
          tags,
          summary:
            'Runs an assistant action paid with credits: refused (402) when they do not cover it, otherwise ' +
            'its events as JSON lines: started, progress, then the result or an error (credits returned)',
          body: ZAssistantRequest,
        },
        config: { permission },
        // each line must reach the editor as it is written, not once a compressed block is full
        compress: false,
      },
      async (request, reply) => {
        const prepared = await prepareRun(deps, request.auth, request.body, (error, locale) => {
          const { code, message } = errorBody(locale, error).error;
          return { code, message };
        });
        const locale = requestLocale(request);
        const lines = new PassThrough();
        // a visitor who left closes the stream under the writer: nothing more is written then
        lines.on('error', () => undefined);
        const emit = (event: TAssistantEvent) => {
          if (!lines.destroyed && !lines.writableEnded) lines.write(`${JSON.stringify(event)}\n`);
        };
        const gone = new AbortController();
        reply.raw.on('close', () => {
          if (!reply.raw.writableFinished) gone.abort();
        });
        // a visitor who left while the action was checked and paid for is not waited for
        if (reply.raw.destroyed || reply.raw.socket?.destroyed === true) gone.abort();
        deps.afterAnswer.run('the AI assistant', async () => {
          try {
            await prepared.run(gone.signal, emit, locale);
          } finally {
            lines.end();
          }
        });
        return reply
          .header('content-type', 'application/x-ndjson; charset=utf-8')
          .header('cache-control', 'no-store')
          .header('x-accel-buffering', 'no')
          .send(lines);
      },
    );
  };
