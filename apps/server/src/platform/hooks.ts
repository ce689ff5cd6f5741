import type { TManifestWidgetData, TSlideData } from '@placard/contract';
import type { Deps } from './deps.js';

/**
 * How modules take part in each other's work without importing each other: each module says what it
 * offers (its `*.hooks.ts`), and the app composes them once, in one written order (app.ts), into the
 * `hooks` of its deps. Two apps in one process never share them.
 */

/**
 * Data a module keeps per organization moves with a transfer to the parent, inside the transfer's
 * transaction.
 */
export type OrganizationDataHandler = (
  tx: Deps,
  fromOrganizationId: number,
  toOrganizationId: number,
) => Promise<void>;

/**
 * What a module that keeps content per user does when users are deleted: give it to the organization's
 * owner, or delete it. Runs inside the deleting transaction, before the users go.
 */
export type UserContentHandler = {
  transfer(tx: Deps, organizationId: number, fromUserIds: number[], toUserId: number): Promise<void>;
  remove(tx: Deps, organizationId: number, userIds: number[]): Promise<void>;
  /** after the deletion committed (media removes the files nothing uses any more) */
  afterCommit?(deps: Deps): Promise<void>;
};

/** Which of a module's things use a media item, so its delete can warn with their names. */
export type MediaUsageProvider = (
  deps: Deps,
  organizationId: number,
  mediaId: number,
) => Promise<{ id: number; name: string }[]>;

/** Whether a blob of the media store is still one of a module's (slide and screen pictures). */
export type BlobUser = (deps: Pick<Deps, 'db'>, key: string) => Promise<boolean>;

/**
 * Told, inside the transaction, that playlists changed for whoever plays them: one was published
 * again, or they are about to be deleted.
 */
export type PlaylistsChangedHandler = (tx: Deps, playlistIds: readonly number[]) => Promise<void>;

/** The new data of one widget, under the key screens find it by (a menu's `menuDataKey`). */
export type WidgetDataUpdate = { key: string; data: TManifestWidgetData };

/**
 * Told, inside the transaction, that outside data the playlists' published slides show changed (a
 * widget's new snapshot, a menu's prices), so whoever plays them gets it: nothing was republished.
 * With `update`, the new data itself, which a screen may take as it is.
 */
export type PlaylistsDataChangedHandler = (
  tx: Deps,
  playlistIds: readonly number[],
  update?: WidgetDataUpdate,
) => Promise<void>;

/**
 * Looks at the slides of a playlist about to be published, before the publish transaction (it may
 * take a while: a website is asked whether it may be framed); throws an AppError to refuse it.
 */
export type PublishCheck = (deps: Deps, slides: readonly TSlideData[]) => Promise<void>;

/** A screen reported, over its socket, that it showed an alert at `shownAt` (its clock). */
export type AlertShown = { deviceId: number; alertId: number; shownAt: Date };

/**
 * Receipts of alerts from screens, taken together: those that arrived while the ones before were
 * written (thousands at once when an alert reaches every screen).
 */
export type AlertShownHandler = (deps: Deps, receipts: readonly AlertShown[]) => Promise<void>;

export type Hooks = {
  organizationData: readonly OrganizationDataHandler[];
  userContent: readonly UserContentHandler[];
  mediaUsage: readonly MediaUsageProvider[];
  blobUsers: readonly BlobUser[];
  playlistsChanged: readonly PlaylistsChangedHandler[];
  playlistsDataChanged: readonly PlaylistsDataChangedHandler[];
  publishChecks: readonly PublishCheck[];
  alertShown: readonly AlertShownHandler[];
};

/** What one module offers: some of each kind. */
export type ModuleHooks = Partial<Hooks>;

/** The hooks of an app: each kind in the order of `parts`. */
export function composeHooks(parts: readonly ModuleHooks[]): Hooks {
  return {
    organizationData: parts.flatMap((part) => part.organizationData ?? []),
    userContent: parts.flatMap((part) => part.userContent ?? []),
    mediaUsage: parts.flatMap((part) => part.mediaUsage ?? []),
    blobUsers: parts.flatMap((part) => part.blobUsers ?? []),
    playlistsChanged: parts.flatMap((part) => part.playlistsChanged ?? []),
    playlistsDataChanged: parts.flatMap((part) => part.playlistsDataChanged ?? []),
    publishChecks: parts.flatMap((part) => part.publishChecks ?? []),
    alertShown: parts.flatMap((part) => part.alertShown ?? []),
  };
}
