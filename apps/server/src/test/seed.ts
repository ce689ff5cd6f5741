import { randomBytes } from 'node:crypto';
import {
  ZPlaylistCreateRequest,
  type LicensePackage,
  type MediaKind,
  type OwnSection,
  type Role,
} from '@placard/contract';
import { randomKey, sha256 } from '../platform/crypto.js';
import type { Deps } from '../platform/deps.js';
import type { AuthContext } from '../modules/auth/auth.context.js';
import { resolveSession } from '../modules/auth/auth.usecases.js';
import { insertSession } from '../modules/auth/sessions.repository.js';
import { deviceGroups, devices } from '../modules/devices/devices.table.js';
import { libraryFolders, type LibraryKind } from '../modules/library/library.table.js';
import type { licenses } from '../modules/licensing/licensing.table.js';
import { mediaItems } from '../modules/media/media.table.js';
import { createOrganization } from '../modules/organizations/organizations.usecases.js';
import { createPlaylist } from '../modules/playlists/playlists.library.usecases.js';
import { publishPlaylist } from '../modules/playlists/playlists.slides.usecases.js';
import { insertMember, uniqueEmail, writeLicensePackage } from './factories.js';

/**
 * An organization with a licence package, below the root unless told (an organization seeded before it,
 * or one of an id).
 */
type OrganizationSeed = {
  name?: string;
  parent?: string | number;
  /** location_1y unless told; null: no licence row */
  package?: LicensePackage | null;
  license?: Partial<typeof licenses.$inferInsert>;
};
/** A verified, approved user (password STRONG_PASSWORD) of a seeded organization, or one of an id. */
type UserSeed = { organization: string | number; role?: Role; name?: string };
/** A folder of a library, made by a user, in their My unless told. */
type FolderSeed = {
  library: LibraryKind;
  owner: string;
  name?: string;
  section?: OwnSection;
  parent?: string;
};
/**
 * A processed media item (a 100×100 PNG unless told), made by a user, in their My unless told. Items
 * are made in seed order, a millisecond apart (the newest last).
 */
type MediaSeed = {
  creator: string;
  name?: string;
  section?: OwnSection;
  folder?: string;
  kind?: MediaKind;
  sizeBytes?: number;
};
/** A playlist of one empty slide (16:9), made by a user through the use case, in their My unless told. */
type PlaylistSeed = {
  creator: string;
  name?: string;
  section?: OwnSection;
  folder?: string;
  published?: boolean;
};
/** A group of screens, at the top level unless told. */
type GroupSeed = { organization: string; name?: string; parent?: string };
/** A paired screen in Europe/Stockholm (in a group when told). */
type DeviceSeed = { organization: string; group?: string };

/**
 * What a test database holds besides the root organization and its owner (both named `root`), each
 * thing under a name of the test's.
 */
export type Seed = {
  organizations?: Record<string, OrganizationSeed>;
  users?: Record<string, UserSeed>;
  folders?: Record<string, FolderSeed>;
  media?: Record<string, MediaSeed>;
  playlists?: Record<string, PlaylistSeed>;
  groups?: Record<string, GroupSeed>;
  devices?: Record<string, DeviceSeed>;
};

type KeysOf<T> = T extends Record<string, unknown> ? Extract<keyof T, string> : never;
/** The root organization and its owner are there under the name `root`. */
type Ids<S extends Seed> = {
  [K in keyof Seed]-?: Record<KeysOf<S[K]> | (K extends 'organizations' | 'users' ? 'root' : never), number>;
};

/** What a seed made: ids by the seed's names, and a way to act as its users. */
export type Seeded<S extends Seed> = {
  /** the ids of what the seed made, by the seed's names */
  ids: Ids<S>;
  /** the device keys of the seeded screens */
  deviceKeys: Record<KeysOf<S['devices']>, string>;
  /** a seeded user as a request's caller (a live session resolved as the guard resolves it) */
  as: (user: KeysOf<S['users']> | 'root') => Promise<AuthContext>;
};

/** The id of a thing the seed named before, or an error naming what is missing. */
function idOf(ids: Record<string, number>, kind: string, key: string): number {
  const id = ids[key];
  if (id === undefined) throw new Error(`the seed names no ${kind} "${key}" (before this use)`);
  return id;
}

function optionalIdOf(ids: Record<string, number>, kind: string, key: string | undefined): number | null {
  return key === undefined ? null : idOf(ids, kind, key);
}

/** Starts a session for a user and resolves it as the guard would. */
async function callerOf(deps: Deps, userId: number): Promise<AuthContext> {
  const sessionKey = randomKey();
  const now = deps.now();
  await insertSession(deps.db, {
    userId,
    keyHash: sha256(sessionKey),
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + deps.config.SESSION_TTL_DAYS * 86_400_000),
  });
  const caller = await resolveSession(deps, sessionKey);
  if (!caller) throw new Error(`user ${userId} has no live session`);
  return caller;
}

/** The ids of everything seeded so far, by name, and the organization of each user. */
export type Names = Record<keyof Seed, Record<string, number>> & {
  organizationOfUser: Record<string, number>;
};

/** The names a database starts with: the root organization and its owner. */
export function seedNames(root: { organizationId: number; userId: number }): Names {
  return {
    organizations: { root: root.organizationId },
    users: { root: root.userId },
    folders: {},
    media: {},
    playlists: {},
    groups: {},
    devices: {},
    organizationOfUser: { root: root.organizationId },
  };
}

/** Inserts the seed in the order its parts refer to each other; answers what it made. */
export async function seedDatabase<S extends Seed>(deps: Deps, names: Names, seed: S): Promise<Seeded<S>> {
  const made: Record<keyof Seed, Record<string, number>> = {
    organizations: {},
    users: {},
    folders: {},
    media: {},
    playlists: {},
    groups: {},
    devices: {},
  };
  const deviceKeys: Record<string, string> = {};
  const remember = (kind: keyof Seed, key: string, id: number) => {
    names[kind][key] = id;
    made[kind][key] = id;
  };
  const now = deps.now();
  const organizationIdOf = (organization: string | number) =>
    typeof organization === 'number' ? organization : idOf(names.organizations, 'organization', organization);

  for (const [key, organization] of Object.entries(seed.organizations ?? {})) {
    const parent = organization.parent;
    const row = await createOrganization(deps, {
      name: organization.name ?? key,
      parentOrganizationId: organizationIdOf(parent ?? 'root'),
    });
    const pkg = organization.package === undefined ? 'location_1y' : organization.package;
    if (pkg) await writeLicensePackage(deps, row.id, pkg, organization.license);
    remember('organizations', key, row.id);
  }
  for (const [key, user] of Object.entries(seed.users ?? {})) {
    const organizationId = organizationIdOf(user.organization);
    const role = user.role ?? 'owner';
    const member = await insertMember(deps, organizationId, role, uniqueEmail(key), user.name);
    remember('users', key, member.id);
    names.organizationOfUser[key] = organizationId;
  }
  const userOf = (key: string) => ({
    id: idOf(names.users, 'user', key),
    organizationId: idOf(names.organizationOfUser, 'user', key),
  });

  for (const [key, folder] of Object.entries(seed.folders ?? {})) {
    const owner = userOf(folder.owner);
    const [row] = await deps.db
      .insert(libraryFolders)
      .values({
        organizationId: owner.organizationId,
        library: folder.library,
        section: folder.section ?? 'my',
        ownerUserId: owner.id,
        parentId: optionalIdOf(names.folders, 'folder', folder.parent),
        name: folder.name ?? key,
        createdAt: now,
      })
      .returning({ id: libraryFolders.id });
    remember('folders', key, row?.id ?? Number.NaN);
  }

  for (const [index, [key, item]] of Object.entries(seed.media ?? {}).entries()) {
    const createdAt = new Date(now.getTime() + index);
    const creator = userOf(item.creator);
    const kind = item.kind ?? 'image';
    const [row] = await deps.db
      .insert(mediaItems)
      .values({
        organizationId: creator.organizationId,
        section: item.section ?? 'my',
        folderId: optionalIdOf(names.folders, 'folder', item.folder),
        creatorUserId: creator.id,
        name: item.name ?? key,
        kind,
        format: kind === 'video' ? 'mp4' : kind === 'gif' ? 'gif' : 'png',
        contentType: kind === 'video' ? 'video/mp4' : `image/${kind === 'gif' ? 'gif' : 'png'}`,
        sizeBytes: item.sizeBytes ?? 1_000,
        blobKey: randomBytes(16).toString('hex'),
        width: 100,
        height: 100,
        status: 'ready',
        createdAt,
        updatedAt: createdAt,
      })
      .returning({ id: mediaItems.id });
    remember('media', key, row?.id ?? Number.NaN);
  }

  for (const [key, playlist] of Object.entries(seed.playlists ?? {})) {
    const creator = await callerOf(deps, idOf(names.users, 'user', playlist.creator));
    const request = ZPlaylistCreateRequest.parse({
      name: playlist.name ?? key,
      aspectType: '16:9',
      section: playlist.section ?? 'my',
      parentFolderId: optionalIdOf(names.folders, 'folder', playlist.folder),
    });
    const { id } = await createPlaylist(deps, creator, request);
    if (playlist.published) await publishPlaylist(deps, creator, id);
    remember('playlists', key, id);
  }

  for (const [key, group] of Object.entries(seed.groups ?? {})) {
    const [row] = await deps.db
      .insert(deviceGroups)
      .values({
        organizationId: idOf(names.organizations, 'organization', group.organization),
        parentId: optionalIdOf(names.groups, 'group', group.parent),
        name: group.name ?? key,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: deviceGroups.id });
    remember('groups', key, row?.id ?? Number.NaN);
  }

  for (const [key, device] of Object.entries(seed.devices ?? {})) {
    const deviceKey = randomBytes(9).toString('base64url');
    const [row] = await deps.db
      .insert(devices)
      .values({
        organizationId: idOf(names.organizations, 'organization', device.organization),
        deviceKey,
        tokenHash: sha256(randomKey()),
        groupId: optionalIdOf(names.groups, 'group', device.group),
        name: key,
        timezone: 'Europe/Stockholm',
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: devices.id });
    remember('devices', key, row?.id ?? Number.NaN);
    deviceKeys[key] = deviceKey;
  }
  // what the seed made, with the root organization and its owner
  const ids = {
    ...made,
    organizations: { ...made.organizations, root: names.organizations.root },
    users: { ...made.users, root: names.users.root },
  } as Ids<S>;
  return {
    ids,
    deviceKeys,
    as: (user: string) => callerOf(deps, idOf(names.users, 'user', user)),
  };
}
