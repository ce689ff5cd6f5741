import AddAlertOutlined from '@mui/icons-material/AddAlertOutlined';
import ListAltOutlined from '@mui/icons-material/ListAltOutlined';
import { SectionTabsPage, type SectionTab } from '../../components/SectionTabsPage';
import { ALERTS_CREATE_PATH, ALERTS_LIST_PATH } from './paths';

/** The alerts section's pages, as tabs (each its own route). */
const TABS: readonly SectionTab[] = [
  { key: 'list', path: ALERTS_LIST_PATH, icon: <ListAltOutlined fontSize="small" /> },
  { key: 'create', path: ALERTS_CREATE_PATH, icon: <AddAlertOutlined fontSize="small" /> },
];

/** /alerts: the organization's emergency alerts and the form that makes one, as tabs. */
export default function AlertsPage() {
  return <SectionTabsPage namespace="alerts" id="alerts" tabs={TABS} />;
}
