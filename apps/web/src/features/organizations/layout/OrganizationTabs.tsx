import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { OrganizationTab } from '../organizationAccess';

/** The organization's tabs as links, one per route segment. */
export function OrganizationTabs({
  organizationId,
  tabs,
  current,
}: {
  organizationId: number;
  tabs: readonly OrganizationTab[];
  current: OrganizationTab | undefined;
}) {
  const { t } = useTranslation('organizations');
  return (
    <Tabs
      value={current ?? false}
      aria-label={t('tabs.label')}
      variant="scrollable"
      allowScrollButtonsMobile
      sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
    >
      {tabs.map((tab) => (
        <Tab
          key={tab}
          value={tab}
          label={t(`tabs.${tab}`)}
          component={RouterLink}
          to={`/organizations/${organizationId}/${tab}`}
          data-testid={`org-tab-${tab}`}
        />
      ))}
    </Tabs>
  );
}
