import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import type { LicenseAddOn } from '@placard/contract';

/** Says a widget needs an add-on the licence lacks: it shows its placeholder, its source is not read. */
export function AddOnMissing({ addOn }: { addOn: LicenseAddOn }) {
  const { t } = useTranslation('editorProperties');
  return (
    <Alert severity="warning" sx={{ py: 0 }} data-testid="widget-addon-missing">
      {t('widgets.addOnMissing', { reason: t(`editorLibrary:widgets.needs.${addOn}`) })}
    </Alert>
  );
}
