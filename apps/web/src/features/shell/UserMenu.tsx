import { useId, useState } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import Logout from '@mui/icons-material/Logout';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../app/session';
import { useLogout } from './useLogout';

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0], parts[parts.length - 1]] : parts;
  return letters.map((part) => part?.[0]?.toUpperCase() ?? '').join('') || '?';
}

/** The user's menu in the app bar: account and log out. */
export function UserMenu() {
  const { t } = useTranslation();
  const session = useSession();
  const { logout, pending } = useLogout();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const close = () => setAnchor(null);

  return (
    <>
      <Button
        color="inherit"
        variant="text"
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
        aria-label={t('userMenu.open', { name: session.name })}
        endIcon={<KeyboardArrowDown sx={{ display: { xs: 'none', sm: 'block' } }} />}
        data-testid="user-menu-button"
        sx={{ minWidth: 0, px: 1 }}
      >
        <Avatar
          sx={(theme) => ({
            width: 32,
            height: 32,
            fontSize: 14,
            fontWeight: 700,
            bgcolor: theme.palette.nav.barText,
            color: theme.palette.nav.bar,
          })}
        >
          {initials(session.name)}
        </Avatar>
        <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' }, ml: 1, maxWidth: 180 }}>
          <Typography component="span" noWrap sx={{ display: 'block', fontWeight: 600 }}>
            {session.name}
          </Typography>
        </Box>
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <Box sx={{ px: 2, py: 1, maxWidth: 280 }} role="presentation">
          <Typography sx={{ fontWeight: 600 }} noWrap>
            {session.name}
          </Typography>
          <Typography variant="body2" color="text.secondary" noWrap>
            {session.email}
          </Typography>
        </Box>
        <Divider />
        <MenuItem component={RouterLink} to="/account" onClick={close} data-testid="user-menu-account">
          <ListItemIcon>
            <PersonOutlined fontSize="small" />
          </ListItemIcon>
          {t('userMenu.account')}
        </MenuItem>
        <MenuItem
          disabled={pending}
          onClick={() => {
            close();
            void logout();
          }}
          data-testid="logout-button"
        >
          <ListItemIcon>
            <Logout fontSize="small" />
          </ListItemIcon>
          {t('userMenu.logout')}
        </MenuItem>
      </Menu>
    </>
  );
}
