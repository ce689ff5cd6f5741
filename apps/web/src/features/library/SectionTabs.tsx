import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { ReactElement } from 'react';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
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

/** A tab after the sections: another part of the library (the media library's Menus, a stock provider). */
export type ExtraTab = { value: string; label: string; icon: ReactElement };

const tabSx = {
  minHeight: 48,
  minWidth: { xs: 0, sm: 90 },
  px: { xs: 1.5, sm: 2 },
  '& .MuiTab-icon': { display: { xs: 'none', sm: 'inline-flex' } },
} as const;

/**
 * My, Shared and Stock as tabs, each its own route under `basePath` (/media/my, /playlists/shared),
 * and after them the extra tabs given (/media/menus, /media/unsplash).
 */
export function SectionTabs({ basePath, extras = [] }: { basePath: string; extras?: readonly ExtraTab[] }) {
  const { t, testId } = useLibraryText();
  const { pathname } = useLocation();
  const segment = pathname.split('/').filter(Boolean)[1];
  const current = extras.find((extra) => extra.value === segment)?.value ?? sectionOfPath(pathname);
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
          // on a phone the tabs go side by side without their icons
          sx={tabSx}
        />
      ))}
      {extras.map((extra) => (
        <Tab
          key={extra.value}
          value={extra.value}
          icon={extra.icon}
          iconPosition="start"
          label={extra.label}
          component={RouterLink}
          to={`${basePath}/${extra.value}`}
          data-testid={testId(`tab-${extra.value}`)}
          sx={tabSx}
        />
      ))}
    </Tabs>
  );
}
