/** Every table, for drizzle's relational queries and drizzle-kit. */
export * from '../../modules/organizations/organizations.table.js';
export * from '../../modules/licensing/licensing.table.js';
export * from '../../modules/users/users.table.js';
export * from '../../modules/auth/sessions.table.js';
export * from '../../modules/auth/tokens.table.js';
export * from '../../modules/impersonation/impersonation.table.js';
export * from '../../modules/library/library.table.js';
export * from '../../modules/media/media.table.js';
export * from '../../modules/playlists/playlists.table.js';
export * from '../../modules/devices/devices.table.js';
export * from './rate-limits.table.js';
