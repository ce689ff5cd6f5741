import { useTranslation } from 'react-i18next';
import { useSession } from '../../../app/session';
import type { WidgetItem } from './widgetItems';

/** Why an item cannot be added now (its add-on is not in the licence), or null when it can. */
export function useWidgetItemBlock(): (item: WidgetItem) => string | null {
  const { t } = useTranslation('editorLibrary');
  const { licenseFeatures } = useSession();
  return (item) => (item.addOn && !licenseFeatures[item.addOn] ? t(`widgets.needs.${item.addOn}`) : null);
}
