import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DEVICE_THUMBNAIL_MAX_BYTES,
  ZActiveThumbnail,
  ZHeartbeat,
  ZHeartbeatAnswer,
  ZPairingStarted,
  ZPairingStatus,
  ZPairingStatusRequest,
} from '@placard/contract';
import type { Deps } from '../../platform/deps.js';
import { AppError } from '../../platform/http/app-error.js';
import { recordHeartbeat } from './player.heartbeat.usecases.js';
import { pairingStatus, startPairing } from './player.pairing.usecases.js';
import { updateDeviceThumbnail } from './player.thumbnail.usecases.js';

export const tags = ['player'];
export const device = { permission: 'device' } as const;
/**
 * Pairing requests per address and minute. A screen asks for a new code every ten minutes; a venue's
 * screens behind one address may start together. Using up the 10,000 codes would take hundreds of
 * addresses.
 */
export const PAIRING_RATE_LIMIT = 60;
/** The picture types a screen may send as its thumbnail (the raw image is the request body). */
export const THUMBNAIL_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/**
 * The player protocol's plain HTTP calls (ARCHITECTURE.md, "Player protocol"): pairing (public) and,
 * with `Authorization: Device <token>`, heartbeats and thumbnails.
 */
export const playerRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.addContentTypeParser(
      [...THUMBNAIL_TYPES],
      { parseAs: 'buffer', bodyLimit: DEVICE_THUMBNAIL_MAX_BYTES },
      (_request, body, done) => done(null, body),
    );

    app.post(
      '/player/pair',
      {
        schema: {
          tags,
          summary: 'A screen asks for a 4-digit pairing code (and the secret for its status requests)',
          response: { 200: ZPairingStarted },
        },
        config: {
          permission: 'public',
          rateLimit: [{ per: 'address', max: PAIRING_RATE_LIMIT, windowSeconds: 60 }],
        },
      },
      () => startPairing(deps),
    );
    app.post(
      '/player/pair/status',
      {
        schema: {
          tags,
          summary:
            'Whether the code was added: waiting, expired, or paired with the device token (handed out once)',
          body: ZPairingStatusRequest,
          response: { 200: ZPairingStatus },
        },
        config: { permission: 'public' },
      },
      (request) => pairingStatus(deps, request.body),
    );
    app.post(
      '/player/heartbeat',
      {
        schema: {
          tags,
          summary: 'What the screen runs, plays and shows (also sent over its WebSocket)',
          body: ZHeartbeat,
          response: { 200: ZHeartbeatAnswer },
        },
        config: device,
      },
      async (request) => {
        const known = await recordHeartbeat(deps, request.device.id, request.body, {
          userAgentHeader: request.headers['user-agent'],
        });
        if (!known) throw new AppError('UNAUTHORIZED');
        return { serverTime: deps.now().toISOString() };
      },
    );
    app.post(
      '/player/thumbnail',
      {
        schema: {
          tags,
          summary: `A picture of the current slide: the JPEG, PNG or WebP itself as the body (Content-Type ${THUMBNAIL_TYPES.join(', ')}), up to ${DEVICE_THUMBNAIL_MAX_BYTES / 1024} KB`,
          consumes: [...THUMBNAIL_TYPES],
          response: { 200: ZActiveThumbnail },
        },
        bodyLimit: DEVICE_THUMBNAIL_MAX_BYTES,
        config: device,
      },
      (request) => {
        if (!Buffer.isBuffer(request.body)) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
        return updateDeviceThumbnail(deps, request.device.id, request.body);
      },
    );
  };
