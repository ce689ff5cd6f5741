import AccountTreeOutlined from '@mui/icons-material/AccountTreeOutlined';
import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import TvOutlined from '@mui/icons-material/TvOutlined';
import { SectionTabsPage, type SectionTab } from '../../components/SectionTabsPage';
import { DEVICES_PATH, GROUPS_PATH, SCHEDULE_OVERVIEW_PATH } from './paths';

const TABS: readonly SectionTab[] = [
  { key: 'devices', path: DEVICES_PATH, icon: <TvOutlined fontSize="small" /> },
  { key: 'groups', path: GROUPS_PATH, icon: <AccountTreeOutlined fontSize="small" /> },
  { key: 'schedule', path: SCHEDULE_OVERVIEW_PATH, icon: <CalendarMonthOutlined fontSize="small" /> },
];

/**
 * /devicemanagement: the screens, their groups and what plays where, as tabs (each its own route)
 * shown below them.
 */
export default function DeviceManagementPage() {
  return <SectionTabsPage namespace="devices" id="devices" tabs={TABS} />;
}
