import { useTranslation } from 'react-i18next';
import type { TElement, TPlaylist } from '@placard/contract';
import { useSession } from '../../../app/session';
import { useEditor } from '../../context/EditorContext';
import { PanelSection } from './PanelSection';
import { SwitchRow } from './SwitchRow';

/** Whether the user may protect elements: the author of the playlist or template, an owner or an admin. */
export function canProtect(playlist: Pick<TPlaylist, 'creator'>, userId: number, role: string): boolean {
  return playlist.creator?.id === userId || role === 'owner' || role === 'admin';
}

/**
 * Spec section 3, uneditable-when-shared per element: once shared, a protected element can be changed
 * only by the author (or an owner or admin); the others see it but cannot move, change or delete it.
 */
export function ProtectionSection({
  playlist,
  elements,
}: {
  playlist: TPlaylist;
  elements: readonly TElement[];
}) {
  const { t } = useTranslation('editorProperties');
  const { store, readOnly } = useEditor();
  const session = useSession();
  const allowed = canProtect(playlist, session.userId, session.role.name);
  const protectedNow = elements.length > 0 && elements.every((element) => !element.editable);
  return (
    <PanelSection title={t('protection.title')}>
      <SwitchRow
        label={t('protection.label')}
        checked={protectedNow}
        disabled={readOnly}
        reason={allowed ? null : t('protection.authorOnly')}
        onChange={(checked) =>
          store
            .getState()
            .updateElements(
              elements.map((element) => ({ elid: element.elid, patch: { editable: !checked } })),
            )
        }
      />
    </PanelSection>
  );
}
