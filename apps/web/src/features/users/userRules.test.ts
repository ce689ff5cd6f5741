import { describe, expect, it } from 'vitest';
import type { Role } from '@placard/contract';
import {
  canDeleteUser,
  canEditUser,
  defaultRoleToAdd,
  filterUsers,
  keepSelectable,
  rolesToAdd,
  rolesToEdit,
  sortUsers,
  userUsage,
} from './userRules';

const user = (overrides: Partial<Parameters<typeof canEditUser>[1]> = {}) => ({
  role: 'staff' as Role,
  isOwner: false,
  isSelf: false,
  canEdit: true,
  canDelete: true,
  ...overrides,
});

describe('roles a caller may assign', () => {
  it('lets an owner add admins, staff, device managers and content creators', () => {
    expect(rolesToAdd('owner')).toEqual(['admin', 'staff', 'screen_manager', 'content_creator']);
  });

  it('lets an admin add everyone but admins', () => {
    expect(rolesToAdd('admin')).toEqual(['staff', 'screen_manager', 'content_creator']);
  });

  it.each(['staff', 'screen_manager', 'content_creator'] as const)('lets %s add nobody', (role) => {
    expect(rolesToAdd(role)).toEqual([]);
    expect(defaultRoleToAdd(role)).toBeUndefined();
  });

  it('preselects staff', () => {
    expect(defaultRoleToAdd('owner')).toBe('staff');
    expect(defaultRoleToAdd('admin')).toBe('staff');
  });

  it("keeps the owner's role and one's own role fixed", () => {
    expect(rolesToEdit('owner', { role: 'owner', isOwner: true, isSelf: true })).toEqual({
      options: ['owner'],
      locked: true,
    });
    expect(rolesToEdit('admin', { role: 'admin', isOwner: false, isSelf: true })).toEqual({
      options: ['admin'],
      locked: true,
    });
  });

  it('offers the roles the caller may add when editing someone else', () => {
    expect(rolesToEdit('owner', { role: 'admin', isOwner: false, isSelf: false })).toEqual({
      options: ['admin', 'staff', 'screen_manager', 'content_creator'],
      locked: false,
    });
    expect(rolesToEdit('admin', { role: 'content_creator', isOwner: false, isSelf: false })).toEqual({
      options: ['staff', 'screen_manager', 'content_creator'],
      locked: false,
    });
    expect(rolesToEdit('admin', { role: 'admin', isOwner: false, isSelf: false }).locked).toBe(true);
  });
});

describe('row actions', () => {
  it('never lets an admin edit or delete the owner or another admin', () => {
    const owner = user({ role: 'owner', isOwner: true });
    expect(canEditUser('admin', owner, false)).toBe(false);
    expect(canDeleteUser('admin', owner, false)).toBe(false);
    expect(canEditUser('admin', user({ role: 'admin' }), false)).toBe(false);
    expect(canDeleteUser('admin', user({ role: 'admin' }), false)).toBe(false);
    expect(canEditUser('owner', user({ role: 'admin' }), false)).toBe(true);
    expect(canDeleteUser('owner', user({ role: 'admin' }), false)).toBe(true);
  });

  it('never deletes the owner or oneself, even when the server allows it', () => {
    expect(canDeleteUser('owner', user({ role: 'owner', isOwner: true }), false)).toBe(false);
    expect(canDeleteUser('admin', user({ role: 'admin', isSelf: true }), false)).toBe(false);
    expect(canEditUser('admin', user({ role: 'admin', isSelf: true }), false)).toBe(true);
  });

  it('follows the server and hides every write while the licence is read-only', () => {
    expect(canEditUser('owner', user({ canEdit: false }), false)).toBe(false);
    expect(canDeleteUser('owner', user({ canDelete: false }), false)).toBe(false);
    expect(canEditUser('owner', user(), true)).toBe(false);
    expect(canDeleteUser('owner', user(), true)).toBe(false);
  });

  it('gives other roles no user management', () => {
    expect(canEditUser('staff', user({ role: 'content_creator' }), false)).toBe(false);
    expect(canDeleteUser('staff', user({ role: 'content_creator' }), false)).toBe(false);
  });
});

describe('list helpers', () => {
  const people = [
    { id: 3, fullname: 'Zoë Ångström', username: 'zoe', email: 'zoe@example.com', isOwner: false },
    { id: 1, fullname: 'Bob Owner', username: null, email: 'owner@example.com', isOwner: true },
    { id: 2, fullname: 'alice', username: 'ally', email: 'alice@Example.com', isOwner: false },
  ];

  it('finds users by name, username or e-mail, ignoring case and accents', () => {
    expect(filterUsers(people, 'ANGSTROM').map((u) => u.id)).toEqual([3]);
    expect(filterUsers(people, 'ally').map((u) => u.id)).toEqual([2]);
    expect(filterUsers(people, 'example.COM').map((u) => u.id)).toEqual([3, 1, 2]);
    expect(filterUsers(people, '  ').map((u) => u.id)).toEqual([3, 1, 2]);
    expect(filterUsers(people, 'nobody')).toEqual([]);
  });

  it('lists the owner first, then by name', () => {
    expect(sortUsers(people).map((u) => u.id)).toEqual([1, 2, 3]);
  });

  it('counts users against the licence; null is unlimited', () => {
    expect(userUsage({ numUsers: 10, usedUsers: 3 })).toEqual({ used: 3, limit: 10, full: false });
    expect(userUsage({ numUsers: 3, usedUsers: 3 })).toEqual({ used: 3, limit: 3, full: true });
    expect(userUsage({ numUsers: null, usedUsers: 40 })).toEqual({ used: 40, limit: null, full: false });
  });

  it('drops selected ids that are no longer selectable', () => {
    expect([...keepSelectable(new Set([1, 2, 5]), [2, 5, 7])]).toEqual([2, 5]);
  });
});
