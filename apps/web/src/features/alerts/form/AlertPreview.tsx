import { useState } from 'react';
import Box from '@mui/material/Box';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ALERT_TYPE_COLORS, zAlertColor, type AlertType } from '@placard/contract';
import { AlertView } from '@placard/slides';
import { useDeviceInfo, useDeviceList } from '../../../api/devices';
import { deviceName } from '../../devices/deviceName';
import { useSession } from '../../../app/session';
import {
  deviceKeyOfOption,
  PREVIEW_PRESETS,
  previewBox,
  screenOption,
  type PreviewPreset,
  type PreviewSize,
} from './previewSizes';

export interface PreviewAlert {
  name: string;
  description: string;
  instructions: string;
  type: AlertType;
  backgroundColor: string;
  textColor: string;
}

const PRESETS = Object.keys(PREVIEW_PRESETS) as PreviewPreset[];
const NO_FILTER = {};

/** The resolution a paired screen last told, or null while unknown. */
function useScreenSize(deviceKey: string | null): PreviewSize | null {
  const info = useDeviceInfo(deviceKey ?? '', deviceKey !== null);
  if (!deviceKey) return null;
  return info.data?.resolution ?? null;
}

/**
 * The alert as a screen will show it, drawn by the player's own renderer in the shape of a chosen screen
 * (one of the organization's, or a common size), as large as the column allows.
 */
export function AlertPreview({ alert }: { alert: PreviewAlert }) {
  const { t } = useTranslation('alerts');
  const { t: tDevices } = useTranslation('devices');
  const { organizationId } = useSession();
  const screens = useDeviceList(organizationId, NO_FILTER).data?.results ?? [];
  const [option, setOption] = useState<string>('landscape');
  const deviceKey = deviceKeyOfOption(option);
  const screenSize = useScreenSize(deviceKey);
  const size = deviceKey
    ? (screenSize ?? PREVIEW_PRESETS.landscape)
    : PREVIEW_PRESETS[option as PreviewPreset];
  const defaults = ALERT_TYPE_COLORS[alert.type];
  const color = (value: string, fallback: string) =>
    zAlertColor.safeParse(value).success ? value : fallback;
  const shown = {
    type: alert.type,
    name: alert.name.trim() || t('preview.placeholder.name'),
    description: alert.description.trim() || t('preview.placeholder.description'),
    instructions: alert.instructions.trim() || t('preview.placeholder.instructions'),
    backgroundColor: color(alert.backgroundColor, defaults.backgroundColor),
    textColor: color(alert.textColor, defaults.textColor),
  };

  return (
    <Box data-testid="alert-preview-panel">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: 1.5 }}>
        <Typography variant="h4" component="h2" sx={{ flex: '1 1 auto' }}>
          {t('preview.title')}
        </Typography>
        <TextField
          select
          size="small"
          label={t('preview.size')}
          value={option}
          onChange={(event) => setOption(event.target.value)}
          sx={{ minWidth: 220, flex: { xs: '1 1 100%', sm: '0 1 auto' } }}
          slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'alert-preview-size' } as object } }}
        >
          <ListSubheader>{t('preview.presetsTitle')}</ListSubheader>
          {PRESETS.map((preset) => (
            <MenuItem key={preset} value={preset} data-testid={`alert-preview-size-${preset}`}>
              {t(`preview.presets.${preset}`, PREVIEW_PRESETS[preset])}
            </MenuItem>
          ))}
          {screens.length > 0 && <ListSubheader>{t('preview.screensTitle')}</ListSubheader>}
          {screens.map((screen) => (
            <MenuItem key={screen.deviceKey} value={screenOption(screen.deviceKey)}>
              {deviceName(screen, tDevices)}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <Box
        data-testid="alert-preview"
        data-width={size.width}
        data-height={size.height}
        sx={{
          ...previewBox(size),
          mx: 'auto',
          border: 6,
          borderColor: 'grey.900',
          borderRadius: 2,
          overflow: 'hidden',
          boxShadow: 3,
          bgcolor: 'grey.900',
        }}
      >
        <AlertView alert={shown} typeLabel={t(`type.${alert.type}`)} />
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1, textAlign: 'center' }}>
        {deviceKey && !screenSize
          ? t('preview.sizeUnknown')
          : t('preview.sizeOf', { width: size.width, height: size.height })}
      </Typography>
    </Box>
  );
}
