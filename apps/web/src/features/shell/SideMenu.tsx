import type { ReactElement } from 'react';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import HelpOutlined from '@mui/icons-material/HelpOutlined';
import AccountTreeOutlined from '@mui/icons-material/AccountTreeOutlined';
import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import GroupOutlined from '@mui/icons-material/GroupOutlined';
import PermMediaOutlined from '@mui/icons-material/PermMediaOutlined';
import PlaylistPlayOutlined from '@mui/icons-material/PlaylistPlayOutlined';
import TvOutlined from '@mui/icons-material/TvOutlined';
import { Link as RouterLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { MenuKey } from '@placard/contract';
import { useSession } from '../../app/session';
import { MENU_CHILDREN, selectedMenuChild, selectedMenuKey, visibleMenuItems } from './menu';

export const DRAWER_WIDTH = 248;

const ICONS: Partial<Record<MenuKey, ReactElement>> = {
  dashboard: <DashboardOutlined />,
  account: <PersonOutlined />,
  playlists: <PlaylistPlayOutlined />,
  devices: <TvOutlined />,
  help: <HelpOutlined />,
  users: <GroupOutlined />,
  organizations: <AccountTreeOutlined />,
  alerts: <CampaignOutlined />,
  media: <PermMediaOutlined />,
};

const itemSx = (theme: Theme) => ({
  borderRadius: 2,
  mb: 0.5,
  px: 1.5,
  color: theme.palette.nav.drawerText,
  '&.Mui-selected, &.Mui-selected:hover': {
    bgcolor: theme.palette.nav.selected,
    fontWeight: 600,
  },
});

function MenuList({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const session = useSession();
  const { pathname } = useLocation();
  const selected = selectedMenuKey(pathname);
  const child = selectedMenuChild(pathname);
  return (
    <Box component="nav" aria-label={t('menu.label')} data-testid="side-menu">
      <List sx={{ px: 1.5, py: 2 }}>
        {visibleMenuItems(session.permissions).map((item) => {
          const children = MENU_CHILDREN[item.key] ?? [];
          const current = item.key === selected && !child;
          return (
            <ListItem key={item.key} disablePadding sx={{ display: 'block' }}>
              <ListItemButton
                component={RouterLink}
                to={item.path}
                selected={current}
                aria-current={current ? 'page' : undefined}
                onClick={onNavigate}
                data-testid={`menu-item-${item.key}`}
                sx={itemSx}
              >
                <ListItemIcon sx={{ color: 'inherit', minWidth: 36 }}>{ICONS[item.key]}</ListItemIcon>
                {/* the longest label ("Listas de reproducción") fits on one line */}
                <ListItemText
                  primary={t(`menu.${item.key}`)}
                  slotProps={{ primary: { sx: { fontSize: '0.9375rem' } } }}
                />
              </ListItemButton>
              {children.length > 0 && (
                <List disablePadding aria-label={t(`menu.${item.key}`)}>
                  {children.map((entry) => (
                    <ListItem key={entry.key} disablePadding>
                      <ListItemButton
                        component={RouterLink}
                        to={entry.path}
                        selected={entry.key === child?.key}
                        aria-current={entry.key === child?.key ? 'page' : undefined}
                        onClick={onNavigate}
                        data-testid={`menu-child-${entry.key}`}
                        sx={(theme) => ({ ...itemSx(theme), pl: 6.5, py: 0.5 })}
                      >
                        <ListItemText
                          primary={t(`menu.${entry.key}`)}
                          slotProps={{ primary: { sx: { fontSize: '0.875rem' } } }}
                        />
                      </ListItemButton>
                    </ListItem>
                  ))}
                </List>
              )}
            </ListItem>
          );
        })}
      </List>
    </Box>
  );
}

interface SideMenuProps {
  mobileOpen: boolean;
  onMobileClose: () => void;
  /** a full-width page (the slide editor): the menu opens over it from the hamburger, at any width */
  collapsed?: boolean;
}

/** The main menu: a permanent drawer from md (960px) up, a temporary one opened by the hamburger below. */
export function SideMenu({ mobileOpen, onMobileClose, collapsed = false }: SideMenuProps) {
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'), { noSsr: true }) && !collapsed;
  const paper = {
    sx: (theme: Theme) => ({
      width: DRAWER_WIDTH,
      boxSizing: 'border-box' as const,
      bgcolor: theme.palette.nav.drawer,
      color: theme.palette.nav.drawerText,
      borderRight: `1px solid ${theme.palette.divider}`,
    }),
  };
  if (wide) {
    return (
      <Drawer variant="permanent" open sx={{ width: DRAWER_WIDTH, flexShrink: 0 }} slotProps={{ paper }}>
        <Toolbar />
        <MenuList />
      </Drawer>
    );
  }
  return (
    <Drawer variant="temporary" open={mobileOpen} onClose={onMobileClose} slotProps={{ paper }}>
      <Toolbar />
      <MenuList onNavigate={onMobileClose} />
    </Drawer>
  );
}
