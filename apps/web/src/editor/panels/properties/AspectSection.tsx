import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { ASPECT_TYPES, CUSTOM_RATIO_MAX, type AspectType, type TAspect } from '@placard/contract';
import { AspectShape } from '../../../features/playlists/AspectShape';
import { useEditor } from '../../context/EditorContext';
import { CallFailed } from './CallFailed';
import { NumberField } from './NumberField';
import { FieldRow, PanelSection } from './PanelSection';
import { useServerCall } from './useServerCall';

function isAspectType(value: string): value is AspectType {
  return (ASPECT_TYPES as readonly string[]).includes(value);
}

/** The aspect chosen from the list; a custom ratio starts at 1:1 (spec section 9). */
export function aspectOfType(type: AspectType): TAspect {
  return type === 'custom' ? { type, width: 1, height: 1 } : { type };
}

/** The playlist's shape (every slide has it): a common ratio or a custom width:height. */
export function AspectSection({ aspect }: { aspect: TAspect }) {
  const { t } = useTranslation('editorProperties');
  const { setAspect, readOnly } = useEditor();
  const call = useServerCall();
  const disabled = readOnly || call.pending;
  const change = (next: TAspect) => call.run(() => setAspect(next));

  return (
    <PanelSection title={t('aspect.title')}>
      <TextField
        select
        size="small"
        label={t('aspect.ratio')}
        value={aspect.type}
        disabled={disabled}
        onChange={(event) => {
          const type = event.target.value;
          if (isAspectType(type) && type !== aspect.type) change(aspectOfType(type));
        }}
      >
        {ASPECT_TYPES.map((type) => (
          <MenuItem key={type} value={type} dense>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'text.secondary' }}>
              <AspectShape aspect={type === 'custom' ? { type, width: 1, height: 1 } : { type }} size={18} />
              <Box component="span" sx={{ color: 'text.primary' }}>
                {t(`aspect.types.${type === 'custom' ? 'custom' : 'ratio'}`, { ratio: type })}
              </Box>
            </Box>
          </MenuItem>
        ))}
      </TextField>
      {aspect.type === 'custom' && (
        <FieldRow>
          <NumberField
            label={t('aspect.width')}
            value={aspect.width}
            min={1}
            max={CUSTOM_RATIO_MAX}
            disabled={disabled}
            onCommit={(width) => change({ ...aspect, width })}
          />
          <NumberField
            label={t('aspect.height')}
            value={aspect.height}
            min={1}
            max={CUSTOM_RATIO_MAX}
            disabled={disabled}
            onCommit={(height) => change({ ...aspect, height })}
          />
        </FieldRow>
      )}
      <CallFailed failed={call.failed} />
    </PanelSection>
  );
}
