import type { TPlaylistSummary } from '@placard/contract';
import { playlistActions, type PlaylistAction } from '../playlists/playlistActions';
import type { LibraryAccess } from '../library/libraryActions';

/** What a template's menu can offer: templates have no folders, so no Move. */
export type TemplateAction = Extract<
  PlaylistAction,
  'open' | 'rename' | 'share' | 'unshare' | 'copyToStock' | 'delete'
>;

const TEMPLATE_ACTIONS: ReadonlySet<PlaylistAction> = new Set<TemplateAction>([
  'open',
  'rename',
  'share',
  'unshare',
  'copyToStock',
  'delete',
]);

const isTemplateAction = (action: PlaylistAction): action is TemplateAction => TEMPLATE_ACTIONS.has(action);

/**
 * A template's menu, in menu order. Templates are playlists of one slide, so the playlists' rules
 * apply: Open always; the rest as the server (canEdit, canDelete), the capabilities and the licence
 * allow; a stock copy can be opened and, where allowed, deleted.
 */
export function templateActions(
  template: Pick<TPlaylistSummary, 'canEdit' | 'canDelete'>,
  access: LibraryAccess,
): TemplateAction[] {
  return playlistActions(template, access).filter(isTemplateAction);
}

/** The template editor's address. */
export const templatePath = (id: number) => `/template/${id}`;
