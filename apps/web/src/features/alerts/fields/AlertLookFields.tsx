import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import type { AlertType } from '@placard/contract';
import { ColorField } from '../../../editor/panels/properties/ColorField';
import { colorsForType, type AlertColors } from './alertColors';
import { AlertTypeField } from './AlertTypeField';

/** An alert's type and the colours it shows in. */
export type AlertLook = AlertColors & { type: AlertType };

const COLORS = ['backgroundColor', 'textColor'] as const;

/**
 * An alert's type with its icon, then its background and text colours, each a picker beside its hex
 * code. A new type brings its colours, except one the user picked. The parts are `{testId}-type`,
 * `{testId}-backgroundColor` and `{testId}-textColor`.
 */
export function AlertLookFields({
  value,
  onChange,
  errors = {},
  testId,
}: {
  value: AlertLook;
  onChange: (look: AlertLook) => void;
  /** the translated messages of the colours' checks */
  errors?: Partial<Record<keyof AlertColors, string | undefined>>;
  testId: string;
}) {
  const { t } = useTranslation('alerts');
  return (
    <Stack spacing={2}>
      <AlertTypeField
        value={value.type}
        onChange={(type) => onChange({ type, ...colorsForType(value, value.type, type) })}
        testId={`${testId}-type`}
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        {COLORS.map((name) => (
          <Box key={name} sx={{ flex: '1 1 200px', minWidth: 0 }}>
            <ColorField
              label={t(`form.${name}`)}
              value={value[name]}
              onChange={(color) => onChange({ ...value, [name]: color.slice(0, 7) })}
              testId={`${testId}-${name}`}
            />
            {errors[name] && <FormHelperText error>{errors[name]}</FormHelperText>}
          </Box>
        ))}
      </Box>
    </Stack>
  );
}
