import type { SvgIconComponent } from '@mui/icons-material';
import DataObjectOutlined from '@mui/icons-material/DataObjectOutlined';
import RssFeedOutlined from '@mui/icons-material/RssFeedOutlined';
import SettingsInputAntennaOutlined from '@mui/icons-material/SettingsInputAntennaOutlined';
import type { IntegrationProvider } from '@placard/contract';

/** The icon of each way a provider raises alerts: Placard JSON, a CAP 1.2 message, a CAP feed. */
export const PROVIDER_ICONS: Record<IntegrationProvider, SvgIconComponent> = {
  json: DataObjectOutlined,
  cap: SettingsInputAntennaOutlined,
  capFeed: RssFeedOutlined,
};
