import type { ReactElement } from 'react';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import RestaurantMenuRounded from '@mui/icons-material/RestaurantMenuRounded';
import { Link as RouterLink, useLocation } from 'react-router';
import { MEDIA_SECTIONS, type MediaSection } from '@placard/contract';
import { useLibraryText } from './libraryText';

const SECTION_ICONS = {
  my: <PersonOutlined fontSize="small" />,
  shared: <GroupsOutlined fontSize="small" />,
  stock: <Inventory2Outlined fontSize="small" />,
} as const satisfies Record<MediaSection, unknown>;

/** The section a /media/… or /playlists/… path shows. */
export function sectionOfPath(pathname: string): MediaSection | undefined {
  const segment = pathname.split('/').filter(Boolean)[1];
  return MEDIA_SECTIONS.find((section) => section === segment);
}

/** A tab after the sections: another part of the library (the media library's Menus, Canva). */
export type ExtraTab = { value: string; label: string; icon?: ReactElement };

/**
 * My, Shared and Stock as tabs, each its own route under `basePath` (/media/my, /playlists/shared),
 * and after them the extra tabs given (/media/menus, /media/canva).
 */
export function SectionTabs({
  basePath,
  extra,
}: {
  basePath: string;
  extra?: ExtraTab | readonly (ExtraTab | false)[];
}) {
  const { t, testId } = useLibraryText();
  const { pathname } = useLocation();
  const segment = pathname.split('/').filter(Boolean)[1];
  const extras = (Array.isArray(extra) ? extra : [extra]).filter((tab): tab is ExtraTab => Boolean(tab));
  const current = extras.find((tab) => tab.value === segment)?.value ?? sectionOfPath(pathname);
  return (
    <Tabs
      value={current ?? false}
      aria-label={t('sections.label')}
      variant="scrollable"
      allowScrollButtonsMobile
      sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
    >
      {MEDIA_SECTIONS.map((section) => (
        <Tab
          key={section}
          value={section}
          icon={SECTION_ICONS[section]}
          iconPosition="start"
          label={t(`sections.${section}`)}
          component={RouterLink}
          to={`${basePath}/${section}`}
          data-testid={testId(`tab-${section}`)}
          // on a phone the three tabs fit side by side without their icons
          sx={{
            minHeight: 48,
            minWidth: { xs: 0, sm: 90 },
            px: { xs: 1.5, sm: 2 },
            '& .MuiTab-icon': { display: { xs: 'none', sm: 'inline-flex' } },
          }}
        />
      ))}
      {extras.map((tab) => (
        <Tab
          key={tab.value}
          value={tab.value}
          icon={tab.icon ?? <RestaurantMenuRounded fontSize="small" />}
          iconPosition="start"
          label={tab.label}
          component={RouterLink}
          to={`${basePath}/${tab.value}`}
          data-testid={testId(`tab-${tab.value}`)}
          sx={{
            minHeight: 48,
            minWidth: { xs: 0, sm: 90 },
            px: { xs: 1.5, sm: 2 },
            '& .MuiTab-icon': { display: { xs: 'none', sm: 'inline-flex' } },
          }}
        />
      ))}
    </Tabs>
  );
}
