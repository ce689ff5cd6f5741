import { useTranslation } from 'react-i18next';
import { MenuSection } from '../../../features/menus/MenuSection';
import { useEditor } from '../../context/EditorContext';
import type { WidgetElementOf } from '../../state';
import { PanelSection } from './PanelSection';

/** A menu element: which menu and categories it shows, its style, what shows and its colours. */
export function MenuElementSection({ element }: { element: WidgetElementOf<'menu'> }) {
  const { t } = useTranslation('editorProperties');
  const { store, readOnly } = useEditor();
  return (
    <PanelSection title={t('menu.title')}>
      <MenuSection
        contents={element.contents}
        readOnly={readOnly}
        onChange={(settings) =>
          store.getState().updateElements([{ elid: element.elid, patch: { contents: settings } }])
        }
      />
    </PanelSection>
  );
}
