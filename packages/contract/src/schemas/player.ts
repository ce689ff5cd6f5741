import { z } from 'zod';
import { ZManifestAlert } from './alerts.js';
import { ZAspect } from '../slides/canvas.js';
import { ZSlideData } from '../slides/document.js';
import { ENTRY_KINDS, ZEntrySource, ZStoredSchedule } from '../schedule/entry.js';
import { zId } from '../ids.js';
import { zText } from '../text-rule.js';

/**
 * The player protocol (ARCHITECTURE.md, "Player protocol"): calls under /api/player made by screens.
 * A screen asks for a pairing code, waits until a user adds it, then uses its device token
 * (Authorization: Device <token>) for its manifest, heartbeats, thumbnails and its WebSocket.
 */

export const ZPairingStarted = z.object({
  pairingId: z.string(),
  /** the 4-digit code shown full screen */
  code: z.string(),
  /** proves to the server that the status request comes from the screen that asked */
  secret: z.string(),
  expiresAt: z.string(),
});
export type TPairingStarted = z.infer<typeof ZPairingStarted>;

export const ZPairingStatusRequest = z.object({
  pairingId: zText().max(64),
  secret: zText().max(128),
});
export const ZPairingStatus = z.discriminatedUnion('state', [
  z.object({ state: z.literal('waiting'), expiresAt: z.string() }),
  z.object({ state: z.literal('expired') }),
  /** the token is handed over once; the screen keeps it */
  z.object({ state: z.literal('paired'), deviceKey: z.string(), token: z.string() }),
]);
export type TPairingStatus = z.infer<typeof ZPairingStatus>;

export const ZManifestEntry = z.object({
  id: z.number().int(),
  kind: z.enum(ENTRY_KINDS),
  playlistId: z.number().int(),
  schedule: ZStoredSchedule.nullable(),
  source: ZEntrySource,
  /** its place in its own list */
  index: z.number().int(),
  createdAt: z.string(),
});
export type TManifestEntry = z.infer<typeof ZManifestEntry>;

export const ZManifestSlide = z.object({
  id: z.number().int(),
  /** seconds */
  duration: z.number().int(),
  data: ZSlideData,
});
export type TManifestSlide = z.infer<typeof ZManifestSlide>;

/** A playlist as it was last published. */
export const ZManifestPlaylist = z.object({
  id: z.number().int(),
  name: z.string(),
  /** changes with every publication */
  publicationId: z.number().int(),
  publishedAt: z.string(),
  aspect: ZAspect,
  overlaySlideId: z.number().int().nullable(),
  slides: z.array(ZManifestSlide),
});
export type TManifestPlaylist = z.infer<typeof ZManifestPlaylist>;

/**
 * Outside data a playlist's widgets show (a forecast, a feed's stories, a sheet's cells, a menu): the
 * last good reading, when it was read, and whether reading it again failed since. The renderer checks
 * the snapshot against its kind's schema before drawing it.
 */
export const ZManifestWidgetData = z.object({
  snapshot: z.unknown(),
  updatedAt: z.string(),
  stale: z.boolean(),
  /** how often the server reads the source again; the data of a screen offline longer grows old */
  refreshMinutes: z.number().int().positive().optional(),
});
export type TManifestWidgetData = z.infer<typeof ZManifestWidgetData>;

export const ZManifest = z.object({
  /** the ETag of this manifest */
  revision: z.string(),
  device: z.object({
    id: z.number().int(),
    deviceKey: z.string(),
    name: z.string(),
    timezone: z.string(),
    interactive: z.boolean(),
    organizationId: z.number().int(),
  }),
  entries: z.array(ZManifestEntry),
  playlists: z.array(ZManifestPlaylist),
  /** every file the playlists show, to download ahead */
  media: z.array(z.string()),
  /** the alerts active on this screen now, newest first: shown over whatever plays */
  alerts: z.array(ZManifestAlert).default([]),
  /** the data the playlists' widgets show, by the key each widget finds it under (widgetSourceKey) */
  widgets: z.record(z.string(), ZManifestWidgetData).default({}),
});
export type TManifest = z.infer<typeof ZManifest>;

/** GET /api/player/manifest?slideVersion=n: the newest slide document version the player can render. */
export const ZManifestQuery = z.object({
  slideVersion: z.coerce.number().int().min(1).max(1_000).optional(),
});

export const PLAYER_STATES = ['playing', 'updating', 'idle'] as const;
export type PlayerState = (typeof PLAYER_STATES)[number];

export const ZHeartbeat = z.object({
  appVersion: zText().max(40),
  userAgent: zText().max(400).optional(),
  resolution: z.object({
    width: z.number().int().min(0).max(20_000),
    height: z.number().int().min(0).max(20_000),
  }),
  state: z.enum(PLAYER_STATES),
  /** the manifest revision it plays */
  revision: zText().max(100).nullable(),
  showing: z.object({ playlistId: zId, slideId: zId.nullable() }).nullable(),
  /** the screen's own clock when it sent the beat, in ms since 1970: the server learns its clock error */
  clock: z.number().int().min(0).max(8_640_000_000_000_000).optional(),
});
export type THeartbeat = z.infer<typeof ZHeartbeat>;
export const ZHeartbeatAnswer = z.object({ serverTime: z.string() });

/** What the server pushes down a player's WebSocket. */
export const ZPlayerPush = z.discriminatedUnion('type', [
  /** the manifest changed: revalidate it now */
  z.object({ type: z.literal('content') }),
  /** the device was removed from its organization: forget the token and pair again */
  z.object({ type: z.literal('unpaired') }),
  /** show the screen's name and code for a few seconds */
  z.object({ type: z.literal('identify') }),
  /** upload a thumbnail of the current slide now */
  z.object({ type: z.literal('screenshot') }),
  /** an alert became active for this screen: show it at once, over whatever plays */
  z.object({ type: z.literal('alert'), alert: ZManifestAlert }),
  /** an alert ended (deactivated, or removed from this screen's targets) */
  z.object({ type: z.literal('alertEnded'), alertId: z.number().int() }),
  /** a widget's data changed (a menu's prices): show it at once, its manifest follows at the next poll */
  z.object({ type: z.literal('widgetData'), key: z.string(), data: ZManifestWidgetData }),
]);
export type TPlayerPush = z.infer<typeof ZPlayerPush>;

/** The answer to a player's ping over its WebSocket. */
export const ZPlayerPong = z.object({ type: z.literal('pong'), serverTime: z.string() });
/** Everything a player's WebSocket receives: pushes, and pongs. */
export const ZPlayerServerMessage = z.discriminatedUnion('type', [...ZPlayerPush.options, ZPlayerPong]);
export type TPlayerServerMessage = z.infer<typeof ZPlayerServerMessage>;

/**
 * The close code of a player's WebSocket when its device was removed (after the 'unpaired' push) or
 * its token is no longer valid: forget the token and pair again. A refused token at connection time
 * is an HTTP 401 instead.
 */
export const PLAYER_SOCKET_CLOSE_UNPAIRED = 4001;

/** What a player may send up its WebSocket. */
export const ZPlayerMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('heartbeat'), heartbeat: ZHeartbeat }),
  z.object({ type: z.literal('ping') }),
  /** the screen displayed an alert (its receipt): at this moment of its clock, in ms since 1970 */
  z.object({
    type: z.literal('alertShown'),
    alertId: zId,
    shownAt: z.number().int().min(0).max(8_640_000_000_000_000),
  }),
]);
export type TPlayerMessage = z.infer<typeof ZPlayerMessage>;
