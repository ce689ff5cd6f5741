import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { ALERT_TYPES, type AlertType } from '@placard/contract';
import { AlertTypeBadge } from './AlertTypeBadge';

/** The type of an alert (spec section 9), each with its icon. The options are `{testId}-{type}`. */
export function AlertTypeField({
  label,
  value,
  onChange,
  testId = 'alert-type',
}: {
  label: string;
  value: AlertType;
  onChange: (type: AlertType) => void;
  testId?: string;
}) {
  const { t } = useTranslation('alertFields');
  return (
    <TextField
      select
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value as AlertType)}
      slotProps={{
        select: {
          SelectDisplayProps: { 'data-testid': testId } as object,
          renderValue: (type) => (
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25 }}>
              <AlertTypeBadge type={type as AlertType} size={24} />
              {t(`types.${type as AlertType}`)}
            </Box>
          ),
        },
      }}
      fullWidth
    >
      {ALERT_TYPES.map((type) => (
        <MenuItem key={type} value={type} data-testid={`${testId}-${type}`} sx={{ gap: 1.25 }}>
          <AlertTypeBadge type={type} size={24} />
          {t(`types.${type}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}
