import { describe, expect, it } from 'vitest';
import { capabilitiesOf, type Role } from '@placard/contract';
import { selectionActions } from '../library/actionRules';
import { canCreateFolder, type LibraryAccess } from '../library/libraryActions';
import {
  canCreatePlaylist,
  playlistActions,
  playlistFolderActions,
  PLAYLIST_RULES,
  unavailablePlaylistActions,
} from './playlistActions';

const playlist = (overrides: Partial<{ canEdit: boolean; canDelete: boolean }> = {}) => ({
  canEdit: true,
  canDelete: true,
  ...overrides,
});
const folder = { canEdit: true };

function access(
  section: LibraryAccess['section'],
  role: Role = 'owner',
  overrides: Partial<LibraryAccess> = {},
): LibraryAccess {
  return { section, readOnly: false, permissions: capabilitiesOf(role), ...overrides };
}

describe('playlist actions', () => {
  it('offers everything on my own playlist in My playlists, Share there and Unshare in Shared', () => {
    expect(playlistActions(playlist(), access('my'))).toEqual([
      'open',
      'playNow',
      'schedule',
      'rename',
      'move',
      'share',
      'copyToStock',
      'stockRecipients',
      'delete',
    ]);
    expect(playlistActions(playlist(), access('shared', 'content_creator'))).toEqual([
      'open',
      'rename',
      'move',
      'unshare',
      'copyToStock',
      'stockRecipients',
      'delete',
    ]);
  });

  it("follows what the server allows on someone else's shared playlist", () => {
    expect(playlistActions(playlist({ canEdit: false, canDelete: false }), access('shared'))).toEqual([
      'open',
      'playNow',
      'schedule',
      'copyToStock',
      'stockRecipients',
    ]);
  });

  it('keeps stock copies read-only: open, and delete where allowed', () => {
    expect(playlistActions(playlist(), access('stock'))).toEqual(['open', 'delete']);
    expect(playlistActions(playlist({ canDelete: false }), access('stock'))).toEqual(['open']);
    expect(playlistFolderActions(folder, access('stock'))).toEqual([]);
  });

  it('only opens playlists while the licence has expired', () => {
    const expired = access('my', 'owner', { readOnly: true });
    expect(playlistActions(playlist(), expired)).toEqual(['open']);
    expect(playlistFolderActions(folder, expired)).toEqual([]);
    expect(canCreatePlaylist(expired)).toBe(false);
    expect(canCreateFolder(expired)).toBe(false);
  });

  it('makes playlists and folders in My and Shared only, with the capabilities for them', () => {
    expect(canCreatePlaylist(access('my'))).toBe(true);
    expect(canCreatePlaylist(access('shared', 'staff'))).toBe(true);
    expect(canCreatePlaylist(access('stock'))).toBe(false);
    expect(canCreateFolder(access('stock'))).toBe(false);
    expect(canCreatePlaylist(access('my', 'screen_manager'))).toBe(false);
    expect(canCreateFolder(access('my', 'screen_manager'))).toBe(false);
  });

  it('needs playlist_edit to change and playlist_delete to delete, folders included', () => {
    const editOnly = access('my', 'owner', { permissions: ['playlist_edit'] });
    expect(playlistActions(playlist(), editOnly)).toEqual(['open', 'rename', 'move', 'share']);
    expect(playlistFolderActions(folder, editOnly)).toEqual(['rename', 'move', 'share']);
    const deleteOnly = access('my', 'owner', { permissions: ['playlist_delete'] });
    expect(playlistActions(playlist(), deleteOnly)).toEqual(['open', 'delete']);
    expect(playlistFolderActions(folder, deleteOnly)).toEqual(['delete']);
    expect(playlistFolderActions({ canEdit: false }, access('shared'))).toEqual([]);
  });

  it('lets whoever manages screens play a playlist now or schedule it, once it has been published', () => {
    expect(playlistActions(playlist(), access('my', 'staff'))).toContain('playNow');
    expect(playlistActions(playlist(), access('shared', 'admin'))).toContain('schedule');
    // content creators do not manage screens; stock copies and an expired licence put nothing on screens
    expect(playlistActions(playlist(), access('my', 'content_creator'))).not.toContain('playNow');
    expect(playlistActions(playlist(), access('stock'))).not.toContain('playNow');
    expect(playlistActions(playlist(), access('my', 'owner', { readOnly: true }))).not.toContain('schedule');
    // shown, but waiting until screens can be given it: never published, or changed since
    expect(unavailablePlaylistActions({ ...playlist(), isPublished: false, publishedAt: null })).toEqual({
      playNow: 'publishFirst',
      schedule: 'publishFirst',
    });
    const changed = { ...playlist(), isPublished: false, publishedAt: '2026-11-20T10:00:00.000Z' };
    expect(unavailablePlaylistActions(changed)).toEqual({
      playNow: 'publishChanges',
      schedule: 'publishChanges',
    });
    expect(unavailablePlaylistActions({ ...changed, isPublished: true })).toEqual({});
  });

  it('offers on a selection what every selected playlist and folder allows; stock copies take playlists only', () => {
    expect(selectionActions(PLAYLIST_RULES, [playlist(), playlist()], [folder], access('my'))).toEqual([
      'move',
      'share',
      'delete',
    ]);
    expect(selectionActions(PLAYLIST_RULES, [playlist(), playlist()], [], access('shared'))).toEqual([
      'move',
      'unshare',
      'copyToStock',
      'delete',
    ]);
    expect(
      selectionActions(
        PLAYLIST_RULES,
        [playlist(), playlist({ canEdit: false, canDelete: false })],
        [],
        access('my'),
      ),
    ).toEqual(['copyToStock']);
    expect(selectionActions(PLAYLIST_RULES, [], [], access('my'))).toEqual([]);
  });
});
