import { describe, expect, it } from 'vitest';
import { ROLES, canManageRole, isRole } from './roles.js';

describe('canManageRole', () => {
  it('lets an owner manage every role, owners included', () => {
    for (const target of ROLES) expect(canManageRole('owner', target), target).toBe(true);
  });

  it('lets an admin manage staff, screen managers and content creators', () => {
    expect(canManageRole('admin', 'staff')).toBe(true);
    expect(canManageRole('admin', 'screen_manager')).toBe(true);
    expect(canManageRole('admin', 'content_creator')).toBe(true);
  });

  it('does not let an admin add or delete an owner or another admin', () => {
    expect(canManageRole('admin', 'owner')).toBe(false);
    expect(canManageRole('admin', 'admin')).toBe(false);
  });

  it('gives staff, screen managers and content creators no user management', () => {
    for (const actor of ['staff', 'screen_manager', 'content_creator'] as const) {
      for (const target of ROLES) expect(canManageRole(actor, target), `${actor} → ${target}`).toBe(false);
    }
  });
});

describe('isRole', () => {
  it('accepts the five roles and nothing else', () => {
    for (const role of ROLES) expect(isRole(role)).toBe(true);
    expect(ROLES).toHaveLength(5);
    expect(isRole('Owner')).toBe(false);
    expect(isRole('superuser')).toBe(false);
    expect(isRole(undefined)).toBe(false);
    expect(isRole(3)).toBe(false);
  });
});
