import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { ALERT_TYPES, type AlertType } from '@placard/contract';
import { AlertTypeSwatch } from './AlertTypeSwatch';

function TypeOption({ type }: { type: AlertType }) {
  const { t } = useTranslation('alerts');
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
      <AlertTypeSwatch type={type} size={26} />
      {t(`type.${type}`)}
    </Box>
  );
}

/**
 * An alert's type (spec section 9), each shown with its icon in its colours. The select is `testId`,
 * its options `alert-type-option-{type}`.
 */
export function AlertTypeField({
  value,
  onChange,
  onBlur,
  testId,
}: {
  value: AlertType;
  onChange: (type: AlertType) => void;
  onBlur?: () => void;
  testId: string;
}) {
  const { t } = useTranslation('alerts');
  return (
    <TextField
      select
      label={t('form.type')}
      value={value}
      onChange={(event) => onChange(event.target.value as AlertType)}
      onBlur={onBlur}
      slotProps={{
        select: {
          renderValue: (type) => <TypeOption type={type as AlertType} />,
          SelectDisplayProps: { 'data-testid': testId } as object,
        },
      }}
      fullWidth
    >
      {ALERT_TYPES.map((type) => (
        <MenuItem key={type} value={type} data-testid={`alert-type-option-${type}`}>
          <TypeOption type={type} />
        </MenuItem>
      ))}
    </TextField>
  );
}
