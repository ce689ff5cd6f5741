import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ZCreateUserRequest,
  ZUpdateUserRequest,
  type LicensePackage,
  type Role,
  type TCreateUserRequest,
  type TManagedUser,
  type TUpdateUserRequest,
} from '@placard/contract';
import { readOutbox } from '../../platform/mail/outbox.js';
import type { UserContentHandler } from '../../platform/hooks.js';
import { expectRefusal, mailSubject, uniqueEmail } from '../../test/factories.js';
import { testClock } from '../../test/test-app.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.js';
import type { AuthContext } from '../auth/auth.context.js';
import { sessions } from '../auth/sessions.table.js';
import { userTokens } from '../auth/tokens.table.js';
import {
  createManagedUser,
  deleteManagedUsers,
  listManagedUsers,
  resendInvitation,
  updateManagedUser,
} from './users.manage.usecases.js';
import { users } from './users.table.js';

let usernames = 0;
const uniqueUsername = (label = 'user') =>
  `${label}.${++usernames}_${Math.random().toString(36).slice(2, 6)}`;

const clock = testClock();
/** What this database's own user-content hook does now: nothing unless a test says. */
let content: UserContentHandler | null = null;
const contentProbe: UserContentHandler = {
  transfer: (...args) => content?.transfer(...args) ?? Promise.resolve(),
  remove: (...args) => content?.remove(...args) ?? Promise.resolve(),
};
let db: TestDatabase<Record<string, never>>;
beforeAll(async () => {
  db = await createTestDatabase({}, { now: clock.now, hooks: { userContent: [contentProbe] } });
}, 60_000);
afterAll(() => db?.close());

type Member = { actor: AuthContext; id: number; organizationId: number };

/** An organization's owner, Ada Owner of Lobby Screens AB; a trial allows 3 users. */
async function owner(pkg: LicensePackage = 'trial'): Promise<Member> {
  const added = await db.add({
    organizations: { lobby: { name: 'Lobby Screens AB', package: pkg } },
    users: { owner: { organization: 'lobby', name: 'Ada Owner' } },
  });
  return {
    actor: await added.as('owner'),
    id: added.ids.users.owner,
    organizationId: added.ids.organizations.lobby,
  };
}
/** A sub-organization (with a licence package, or none). */
async function subOrganization(
  parent: number,
  name: string,
  pkg: LicensePackage | null = null,
  license: { numUsers?: number } = {},
) {
  return (await db.add({ organizations: { sub: { name, parent, package: pkg, license } } })).ids.organizations
    .sub;
}
/** A member of an organization; `again` resolves its session anew (as its next request would). */
async function member(
  organizationId: number,
  role: Role,
): Promise<Member & { again: () => Promise<AuthContext> }> {
  const added = await db.add({ users: { member: { organization: organizationId, role } } });
  const again = () => added.as('member');
  return { actor: await again(), id: added.ids.users.member, organizationId, again };
}

const newUser = (overrides: Partial<TCreateUserRequest> = {}): TCreateUserRequest => ({
  username: uniqueUsername(),
  fullname: 'Nils Staff',
  email: uniqueEmail('new'),
  role: 'staff',
  ...overrides,
});
const create = (manager: AuthContext, overrides: Partial<TCreateUserRequest> = {}) =>
  createManagedUser(db.deps, manager, ZCreateUserRequest.parse(newUser(overrides)));
const list = (manager: AuthContext, organizationId?: number) =>
  listManagedUsers(db.deps, manager, organizationId);
const ids = async (manager: AuthContext, organizationId?: number) =>
  (await list(manager, organizationId)).users.map((user) => user.id);
const edit = (user: TManagedUser, changes: Partial<TUpdateUserRequest> = {}) =>
  ZUpdateUserRequest.parse({
    id: user.id,
    username: user.username ?? uniqueUsername(),
    fullname: user.fullname,
    email: user.email,
    role: user.role,
    ...changes,
  });
const update = (manager: AuthContext, user: TManagedUser, changes: Partial<TUpdateUserRequest> = {}) =>
  updateManagedUser(db.deps, manager, edit(user, changes));
const remove = (manager: AuthContext, userIds: number[], mode: 'delete' | 'transfer' = 'delete') =>
  deleteManagedUsers(db.deps, manager, { userIds, mode });
const userRow = async (email: string) =>
  (await db.deps.db.select().from(users).where(eq(users.email, email.toLowerCase())))[0];
const mailsTo = async (email: string) => {
  await db.deps.afterAnswer.settled();
  return (await readOutbox(db.deps.config.DATA_DIR)).filter((mail) => mail.to.includes(email.toLowerCase()));
};
/** How the owner's list shows a user. */
async function listed(manager: Member, id: number, organizationId?: number): Promise<TManagedUser> {
  const user = (await list(manager.actor, organizationId)).users.find((entry) => entry.id === id);
  if (!user) throw new Error(`user ${id} not listed`);
  return user;
}

describe('the list of users', () => {
  it('shows a user who joined by e-mail domain and waits for approval as awaiting_approval', async () => {
    const ada = await owner();
    const waiting = await member(ada.organizationId, 'staff');
    await db.deps.db.update(users).set({ approvedAt: null }).where(eq(users.id, waiting.id));
    expect((await listed(ada, waiting.id)).status).toBe('awaiting_approval');
  });

  it('has null as the limit of an unlimited licence', async () => {
    const ada = await owner('full_access');
    expect(await list(ada.actor)).toMatchObject({ numUsers: null, usedUsers: 1 });
  });

  it('tells an admin what it may do: not edit or delete the owner or admins, but staff and itself', async () => {
    const ada = await owner('location_1y');
    const admin = await member(ada.organizationId, 'admin');
    const otherAdmin = await member(ada.organizationId, 'admin');
    const staff = await member(ada.organizationId, 'screen_manager');
    const body = await list(admin.actor);
    const flags = (id: number) => {
      const user = body.users.find((entry) => entry.id === id);
      return [user?.isSelf, user?.canEdit, user?.canDelete];
    };
    expect(flags(ada.id)).toEqual([false, false, false]);
    expect(flags(admin.id)).toEqual([true, true, false]);
    expect(flags(otherAdmin.id)).toEqual([false, false, false]);
    expect(flags(staff.id)).toEqual([false, true, true]);
    expect(await listed(ada, otherAdmin.id)).toMatchObject({ canEdit: true, canDelete: true });
  });

  it('is the same as without organizationId when given its own', async () => {
    const ada = await owner();
    expect(await list(ada.actor, ada.organizationId)).toEqual(await list(ada.actor));
  });

  it('lists a sub-organization: fully managed children can be edited, deeper levels only viewed', async () => {
    const ada = await owner('location_1y'); // subOrgUpdateAccess 1
    const child = await subOrganization(ada.organizationId, 'Child', 'location_1y');
    const grandchild = await subOrganization(child, 'Grandchild');
    const childOwner = await member(child, 'owner');
    const childStaff = await member(child, 'staff');
    const grandchildStaff = await member(grandchild, 'staff');

    const childList = await list(ada.actor, child);
    expect(childList).toMatchObject({ organizationId: child, numUsers: 10, usedUsers: 2 });
    expect(childList.users.map((user) => [user.id, user.canEdit, user.canDelete])).toEqual([
      [childOwner.id, true, false],
      [childStaff.id, true, true],
    ]);
    const grandchildList = await list(ada.actor, grandchild);
    expect(grandchildList.users.map((user) => [user.id, user.canEdit, user.canDelete])).toEqual([
      [grandchildStaff.id, false, false],
    ]);
    // an organization without a licence counts as an expired trial with room for no one
    expect(grandchildList).toMatchObject({ numUsers: 0, usedUsers: 1 });
  });

  it("is not found for another organization's users, a sibling's or the parent's", async () => {
    const ada = await owner();
    const other = await owner();
    const child = await subOrganization(ada.organizationId, 'Child');
    const childAdmin = await member(child, 'admin');
    for (const [caller, organizationId] of [
      [ada.actor, other.organizationId],
      [childAdmin.actor, ada.organizationId],
      [ada.actor, 987_654],
    ] as const) {
      await expectRefusal(list(caller, organizationId), 'NOT_FOUND');
    }
  });
});

describe('adding a user', () => {
  it('lets the owner add every role, and an admin every role but admin', async () => {
    const ada = await owner('location_1y');
    for (const role of ['admin', 'staff', 'screen_manager', 'content_creator'] as const) {
      expect((await create(ada.actor, { role })).role).toBe(role);
    }
    const admin = await member(ada.organizationId, 'admin');
    for (const role of ['staff', 'screen_manager', 'content_creator'] as const) {
      expect((await create(admin.actor, { role })).role).toBe(role);
    }
    const refused = await expectRefusal(create(admin.actor, { role: 'admin' }), 'FORBIDDEN');
    expect(Object.keys(refused.options.fields ?? {})).toEqual(['role']);
  });

  it('refuses an e-mail used anywhere in Placard with EMAIL_EXISTS on the e-mail', async () => {
    const ada = await owner('location_1y');
    const other = await owner();
    const [otherOwner] = (await list(other.actor)).users;
    const refused = await expectRefusal(
      create(ada.actor, { email: otherOwner?.email ?? '' }),
      'EMAIL_EXISTS',
    );
    expect(Object.keys(refused.options.fields ?? {})).toEqual(['email']);
    expect(await mailsTo(otherOwner?.email ?? '')).toHaveLength(0);
  });

  it('names both fields when both the username and the e-mail are taken', async () => {
    const ada = await owner('location_1y');
    const first = await create(ada.actor);
    const refused = await expectRefusal(
      create(ada.actor, { username: first.username ?? '', email: first.email }),
      'USERNAME_EXISTS',
    );
    expect(Object.keys(refused.options.fields ?? {}).sort()).toEqual(['email', 'username']);
  });

  it('keeps to the licence user limit, counting every user of the organization', async () => {
    const ada = await owner(); // trial: 3 users
    await create(ada.actor);
    await create(ada.actor);
    const email = uniqueEmail('fourth');
    await expectRefusal(create(ada.actor, { email }), 'USER_LIMIT_REACHED');
    expect(await userRow(email)).toBeUndefined();
    expect(await mailsTo(email)).toHaveLength(0);
    expect(await list(ada.actor)).toMatchObject({ numUsers: 3, usedUsers: 3 });
  });

  it('lets only one of several simultaneous additions take the last place', async () => {
    const ada = await owner();
    await create(ada.actor);
    const outcomes = await Promise.allSettled([0, 1, 2].map(() => create(ada.actor)));
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected', 'rejected']);
    for (const outcome of outcomes) {
      if (outcome.status === 'rejected') expect(outcome.reason).toMatchObject({ code: 'USER_LIMIT_REACHED' });
    }
    expect((await list(ada.actor)).usedUsers).toBe(3);
  });

  it('has no limit on an unlimited licence', async () => {
    const ada = await owner('full_access');
    for (let index = 0; index < 4; index++) await create(ada.actor);
    expect(await list(ada.actor)).toMatchObject({ numUsers: null, usedUsers: 5 });
  });

  it("adds a user to a fully managed sub-organization, within that organization's licence", async () => {
    const ada = await owner('location_1y');
    const child = await subOrganization(ada.organizationId, 'Harbour Branch', 'single_device_1y', {
      numUsers: 1,
    });
    const user = await create(ada.actor, { organizationId: child });
    expect(user).toMatchObject({ organizationId: child, canEdit: true });
    const [mail] = await mailsTo(user.email);
    expect(mailSubject(mail ?? { subject: '' })).toBe('Ada Owner invited you to Harbour Branch on Placard');
    await expectRefusal(create(ada.actor, { organizationId: child }), 'USER_LIMIT_REACHED');
    expect(await ids(ada.actor, child)).toEqual([user.id]);
  });

  it('refuses a sub-organization it may only view, and is not found for anyone else’s', async () => {
    const ada = await owner('location_1y');
    const child = await subOrganization(ada.organizationId, 'Child');
    const grandchild = await subOrganization(child, 'Grandchild', 'full_access');
    const other = await owner();
    await expectRefusal(create(ada.actor, { organizationId: grandchild }), 'FORBIDDEN');
    await expectRefusal(create(ada.actor, { organizationId: other.organizationId }), 'NOT_FOUND');
    expect(await ids(other.actor)).toEqual([other.id]);
  });
});

describe('editing a user', () => {
  it("changes a user's name, username, e-mail and role", async () => {
    const ada = await owner('location_1y');
    const staff = await member(ada.organizationId, 'staff');
    const username = uniqueUsername('renamed');
    const email = uniqueEmail('renamed');
    const changed = await update(ada.actor, await listed(ada, staff.id), {
      username,
      fullname: 'Rita Renamed',
      email,
      role: 'admin',
    });
    expect(changed).toMatchObject({
      id: staff.id,
      username,
      fullname: 'Rita Renamed',
      email,
      role: 'admin',
      status: 'active',
    });
    expect(await userRow(email)).toMatchObject({ id: staff.id, role: 'admin', username });
  });

  it('keeps a username unset or as it is when the form leaves it empty', async () => {
    const ada = await owner('location_1y');
    const self = await listed(ada, ada.id);
    expect(self.username).toBeNull();
    for (const username of [undefined, '']) {
      expect(await update(ada.actor, self, { username, fullname: 'Ada Kept' })).toMatchObject({
        username: null,
        fullname: 'Ada Kept',
      });
    }
    const staff = await listed(ada, (await member(ada.organizationId, 'staff')).id);
    expect(await update(ada.actor, staff, { username: '', fullname: 'Sam Kept' })).toMatchObject({
      username: staff.username,
      fullname: 'Sam Kept',
    });
  });

  it('lets users edit their own details but never their own role', async () => {
    const ada = await owner('location_1y');
    const admin = await member(ada.organizationId, 'admin');
    const adminUser = await listed(ada, admin.id);
    expect(await update(admin.actor, adminUser, { fullname: 'Adam Admin' })).toMatchObject({
      fullname: 'Adam Admin',
      isSelf: true,
    });
    expect((await admin.again()).user.fullname).toBe('Adam Admin');
    const promoted = await expectRefusal(update(admin.actor, adminUser, { role: 'staff' }), 'FORBIDDEN');
    expect(Object.keys(promoted.options.fields ?? {})).toEqual(['role']);
    const self = await listed(ada, ada.id);
    await expectRefusal(update(ada.actor, self, { role: 'admin' }), 'FORBIDDEN');
    await update(ada.actor, self, { fullname: 'Ada Renamed' });
    expect((await userRow(self.email))?.role).toBe('owner');
  });

  it('keeps an owner an owner and makes no one an owner here', async () => {
    const ada = await owner('location_1y');
    const child = await subOrganization(ada.organizationId, 'Child');
    const childOwner = await listed(ada, (await member(child, 'owner')).id, child);
    expect(childOwner.canEdit).toBe(true);
    await expectRefusal(update(ada.actor, childOwner, { role: 'admin' }), 'FORBIDDEN');
    expect(await update(ada.actor, childOwner, { fullname: 'Otto Owner' })).toMatchObject({
      fullname: 'Otto Owner',
      role: 'owner',
    });
    const staff = await listed(ada, (await member(ada.organizationId, 'staff')).id);
    await expectRefusal(update(ada.actor, staff, { role: 'owner' }), 'FORBIDDEN');
    expect((await userRow(staff.email))?.role).toBe('staff');
  });

  it('does not let an admin edit the owner or admins, nor make anyone an admin', async () => {
    const ada = await owner('location_1y');
    const admin = await member(ada.organizationId, 'admin');
    const otherAdmin = await listed(ada, (await member(ada.organizationId, 'admin')).id);
    const staff = await listed(ada, (await member(ada.organizationId, 'screen_manager')).id);
    const self = await listed(ada, ada.id);
    await expectRefusal(update(admin.actor, self, { fullname: 'Hacked' }), 'FORBIDDEN');
    await expectRefusal(update(admin.actor, otherAdmin, { fullname: 'Hacked' }), 'FORBIDDEN');
    const promote = await expectRefusal(update(admin.actor, staff, { role: 'admin' }), 'FORBIDDEN');
    expect(promote.options.fields).toHaveProperty('role');
    expect(await update(admin.actor, staff, { role: 'content_creator' })).toMatchObject({
      role: 'content_creator',
      canEdit: true,
      canDelete: true,
    });
    expect((await userRow(self.email))?.fullname).toBe('Ada Owner');
  });

  it('refuses a username or e-mail another user has, and accepts keeping its own', async () => {
    const ada = await owner('location_1y');
    const first = await create(ada.actor);
    const second = await create(ada.actor);
    const username = await expectRefusal(
      update(ada.actor, second, { username: first.username ?? '' }),
      'USERNAME_EXISTS',
    );
    expect(Object.keys(username.options.fields ?? {})).toEqual(['username']);
    const email = await expectRefusal(
      update(ada.actor, second, { email: first.email.toUpperCase() }),
      'EMAIL_EXISTS',
    );
    expect(Object.keys(email.options.fields ?? {})).toEqual(['email']);
    expect(await update(ada.actor, second, { username: second.username?.toUpperCase() })).toMatchObject({
      id: second.id,
    });
  });

  it("is not found for another organization's user or one that does not exist", async () => {
    const ada = await owner('location_1y');
    const other = await owner('location_1y');
    const theirs = await create(other.actor);
    await expectRefusal(update(ada.actor, theirs, { fullname: 'Hacked' }), 'NOT_FOUND');
    await expectRefusal(update(ada.actor, theirs, { id: 987_654 }), 'NOT_FOUND');
    expect((await userRow(theirs.email))?.fullname).toBe('Nils Staff');
  });
});

describe('deleting users', () => {
  it('deletes users with their sessions and tokens, and frees their places', async () => {
    const ada = await owner(); // trial: 3 users
    const staff = await member(ada.organizationId, 'staff');
    const invited = await create(ada.actor);
    await expectRefusal(create(ada.actor), 'USER_LIMIT_REACHED');

    expect(await remove(ada.actor, [staff.id, invited.id, staff.id])).toBe(2);
    expect(await ids(ada.actor)).toEqual([ada.id]);
    expect(await db.deps.db.select().from(sessions).where(eq(sessions.userId, staff.id))).toEqual([]);
    expect(await db.deps.db.select().from(userTokens).where(eq(userTokens.userId, invited.id))).toEqual([]);
    expect((await create(ada.actor)).status).toBe('invited');
  });

  it("hands the content to the organization's owner in transfer mode, and deletes it in delete mode", async () => {
    const ada = await owner('location_1y');
    const calls: unknown[] = [];
    content = {
      transfer: async (tx, organizationId, fromUserIds, toUserId) => {
        expect(tx.db).not.toBe(db.deps.db);
        calls.push(['transfer', organizationId, [...fromUserIds].sort(), toUserId]);
      },
      remove: async (_tx, organizationId, userIds) => {
        calls.push(['remove', organizationId, userIds]);
      },
    };
    try {
      const first = await create(ada.actor);
      const second = await create(ada.actor);
      const admin = await member(ada.organizationId, 'admin');
      await remove(admin.actor, [first.id, second.id], 'transfer');
      const third = await create(ada.actor);
      await remove(ada.actor, [third.id], 'delete');
      expect(calls).toEqual([
        ['transfer', ada.organizationId, [first.id, second.id].sort(), ada.id],
        ['remove', ada.organizationId, [third.id]],
      ]);
    } finally {
      content = null;
    }
  });

  it("is a test database's own: another's deps do not run this one's hook", async () => {
    const other = await createTestDatabase({});
    try {
      expect(db.deps.hooks.userContent).toContain(contentProbe);
      expect(other.deps.hooks.userContent).not.toContain(contentProbe);
      expect(other.deps.hooks.userContent).toHaveLength(db.deps.hooks.userContent.length - 1);
    } finally {
      await other.close();
    }
  });

  it('deletes nothing when handing over the content fails', async () => {
    const ada = await owner('location_1y');
    content = {
      transfer: () => Promise.reject(new Error('disk full')),
      remove: () => Promise.reject(new Error('disk full')),
    };
    try {
      const user = await create(ada.actor);
      await expectRefusal(remove(ada.actor, [user.id], 'transfer'), 'TRANSFER_FAILED');
      await expectRefusal(remove(ada.actor, [user.id], 'delete'), 'DELETE_FAILED');
      expect(await ids(ada.actor)).toContain(user.id);
    } finally {
      content = null;
    }
  });

  it('refuses the owner or oneself among the selected users, deleting none of them', async () => {
    const ada = await owner('location_1y');
    const admin = await member(ada.organizationId, 'admin');
    const staff = await create(ada.actor);
    for (const [caller, userIds] of [
      [ada.actor, [staff.id, ada.id]],
      [admin.actor, [staff.id, admin.id]],
      [admin.actor, [ada.id]],
    ] as const) {
      await expectRefusal(remove(caller, [...userIds]), 'USERS_NOT_DELETABLE');
    }
    expect((await ids(ada.actor)).sort()).toEqual([ada.id, admin.id, staff.id].sort());
  });

  it('does not let an admin delete admins, but the owner may', async () => {
    const ada = await owner('location_1y');
    const admin = await member(ada.organizationId, 'admin');
    const otherAdmin = await member(ada.organizationId, 'admin');
    const staff = await create(ada.actor);
    await expectRefusal(remove(admin.actor, [staff.id, otherAdmin.id]), 'FORBIDDEN');
    expect(await ids(ada.actor)).toContain(staff.id);
    expect(await remove(admin.actor, [staff.id])).toBe(1);
    expect(await remove(ada.actor, [otherAdmin.id], 'transfer')).toBe(1);
  });

  it("deletes users of a fully managed sub-organization, giving their content to that organization's owner", async () => {
    const ada = await owner('location_1y');
    const child = await subOrganization(ada.organizationId, 'Child');
    const childOwner = await member(child, 'owner');
    const childStaff = await member(child, 'staff');
    const calls: unknown[] = [];
    content = {
      transfer: async (_tx, organizationId, fromUserIds, toUserId) => {
        calls.push([organizationId, fromUserIds, toUserId]);
      },
      remove: async () => undefined,
    };
    try {
      expect(await remove(ada.actor, [childStaff.id], 'transfer')).toBe(1);
    } finally {
      content = null;
    }
    expect(calls).toEqual([[child, [childStaff.id], childOwner.id]]);
    expect(await ids(ada.actor, child)).toEqual([childOwner.id]);
  });

  it("is not found for another organization's users or unknown ids, deleting none", async () => {
    const ada = await owner('location_1y');
    const other = await owner('location_1y');
    const mine = await create(ada.actor);
    const theirs = await create(other.actor);
    await expectRefusal(remove(ada.actor, [mine.id, theirs.id]), 'NOT_FOUND');
    await expectRefusal(remove(ada.actor, [987_654]), 'NOT_FOUND');
    expect(await ids(ada.actor)).toContain(mine.id);
    expect(await ids(other.actor)).toContain(theirs.id);
  });
});

describe('inviting again', () => {
  it('is refused for a user who already has a password', async () => {
    const ada = await owner('location_1y');
    const staff = await member(ada.organizationId, 'staff');
    const { email } = await listed(ada, staff.id);
    await expectRefusal(resendInvitation(db.deps, ada.actor, staff.id), 'CONFLICT');
    expect(await mailsTo(email)).toHaveLength(0);
  });

  it("is refused for an admin inviting an admin, and not found for another organization's user", async () => {
    const ada = await owner('location_1y');
    const admin = await member(ada.organizationId, 'admin');
    const invitedAdmin = await create(ada.actor, { role: 'admin' });
    await expectRefusal(resendInvitation(db.deps, admin.actor, invitedAdmin.id), 'FORBIDDEN');
    const other = await owner('location_1y');
    const theirs = await create(other.actor);
    await expectRefusal(resendInvitation(db.deps, ada.actor, theirs.id), 'NOT_FOUND');
    expect(await mailsTo(theirs.email)).toHaveLength(1);
  });
});
