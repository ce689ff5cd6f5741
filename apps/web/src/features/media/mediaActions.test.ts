import { describe, expect, it } from 'vitest';
import { capabilitiesOf, type Role } from '@placard/contract';
import { selectionActions } from '../library/actionRules';
import { canCreateFolder, type LibraryAccess } from '../library/libraryActions';
import { canUpload, folderActions, itemActions, MEDIA_RULES } from './mediaActions';

const item = (overrides: Partial<{ canEdit: boolean; canDelete: boolean; locked: boolean }> = {}) => ({
  canEdit: true,
  canDelete: true,
  locked: false,
  ...overrides,
});

function access(
  section: LibraryAccess['section'],
  role: Role = 'owner',
  overrides: Partial<LibraryAccess> = {},
) {
  return { section, readOnly: false, permissions: capabilitiesOf(role), ...overrides };
}

describe('media actions', () => {
  it('offers everything on my own item in My media, Share there and Unshare in Shared', () => {
    expect(itemActions(item(), access('my'))).toEqual([
      'preview',
      'rename',
      'move',
      'share',
      'lock',
      'uneditable',
      'copyToStock',
      'stockRecipients',
      'delete',
    ]);
    expect(itemActions(item(), access('shared'))).toContain('unshare');
    expect(itemActions(item(), access('shared'))).not.toContain('share');
  });

  it('keeps a locked item from being renamed, moved, shared or deleted, but lets it be unlocked', () => {
    expect(itemActions(item({ locked: true }), access('my'))).toEqual([
      'preview',
      'lock',
      'uneditable',
      'copyToStock',
      'stockRecipients',
    ]);
  });

  it('offers only what the server allows on an item made uneditable by another', () => {
    const actions = itemActions(item({ canEdit: false, canDelete: false }), access('shared', 'staff'));
    // copies to stock can still be made of anything in the organization's library
    expect(actions).toEqual(['preview', 'copyToStock', 'stockRecipients']);
  });

  it('treats stock copies as read-only: preview, and delete where allowed', () => {
    expect(itemActions(item(), access('stock'))).toEqual(['preview', 'delete']);
    expect(itemActions(item({ canDelete: false }), access('stock'))).toEqual(['preview']);
  });

  it('offers copy to stock with the capability only', () => {
    expect(itemActions(item(), access('my', 'screen_manager'))).not.toContain('copyToStock');
    expect(itemActions(item(), access('my', 'content_creator'))).toContain('copyToStock');
  });

  it('leaves only preview while the licence is read-only', () => {
    const readOnly = access('my', 'owner', { readOnly: true });
    expect(itemActions(item(), readOnly)).toEqual(['preview']);
    expect(folderActions({ canEdit: true }, readOnly)).toEqual([]);
    expect(canUpload(readOnly)).toBe(false);
    expect(canCreateFolder(readOnly)).toBe(false);
  });

  it('lets content roles upload and create folders in My media and Shared, never in Stock', () => {
    expect(canUpload(access('my', 'content_creator'))).toBe(true);
    expect(canCreateFolder(access('shared', 'staff'))).toBe(true);
    expect(canUpload(access('stock'))).toBe(false);
    expect(canCreateFolder(access('stock'))).toBe(false);
    expect(canUpload(access('my', 'screen_manager'))).toBe(false);
  });

  it('offers folder actions on folders the caller may change', () => {
    expect(folderActions({ canEdit: true }, access('my'))).toEqual(['rename', 'move', 'share', 'delete']);
    expect(folderActions({ canEdit: true }, access('shared'))).toEqual([
      'rename',
      'move',
      'unshare',
      'delete',
    ]);
    expect(folderActions({ canEdit: false }, access('shared'))).toEqual([]);
  });

  it('offers on a selection what every selected item and folder allows', () => {
    expect(selectionActions(MEDIA_RULES, [item(), item()], [], access('my'))).toEqual([
      'move',
      'share',
      'copyToStock',
      'delete',
    ]);
    expect(selectionActions(MEDIA_RULES, [item(), item({ locked: true })], [], access('my'))).toEqual([
      'copyToStock',
    ]);
    // folders cannot go to stock
    expect(selectionActions(MEDIA_RULES, [item()], [{ canEdit: true }], access('shared'))).toEqual([
      'move',
      'unshare',
      'delete',
    ]);
    expect(selectionActions(MEDIA_RULES, [], [], access('my'))).toEqual([]);
  });
});
