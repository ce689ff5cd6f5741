/**
 * Names the page and its service worker share. The shell cache holds what the app needs to start
 * without a server: its page, scripts and styles, and the font files its slides use. Media files live
 * in the media cache (see mediaCache.ts). Change a version to start afresh after a format change.
 */
export const SHELL_CACHE = 'placard-player-shell-v1';
export const MEDIA_CACHE = 'placard-player-media-v1';

/** Where the player is served; also the service worker's scope. */
export const PLAYER_BASE = '/player/';
export const FONTS_PREFIX = '/fonts/';
