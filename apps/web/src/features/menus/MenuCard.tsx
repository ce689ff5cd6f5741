import { useState } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import DriveFileRenameOutline from '@mui/icons-material/DriveFileRenameOutline';
import MoreVert from '@mui/icons-material/MoreVert';
import RestaurantMenuRounded from '@mui/icons-material/RestaurantMenuRounded';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TMenuSummary } from '@placard/contract';
import { timeAgo } from '../../components/format';
import { menuPath } from './menuDocument';
import { SOLD_OUT_CHIP } from './soldOutChip';

type MenuCardProps = {
  menu: TMenuSummary;
  readOnly: boolean;
  onRename: () => void;
  onRemove: () => void;
};

/** A menu in the list: its name, what it holds, its currency and when it changed, and its actions. */
export function MenuCard({ menu, readOnly, onRename, onRemove }: MenuCardProps) {
  const { t, i18n } = useTranslation('menus');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <Card variant="outlined" data-testid="menu-card" data-menu-name={menu.name} sx={{ position: 'relative' }}>
      <CardActionArea component={RouterLink} to={menuPath(menu.id)} sx={{ p: 2, pr: 6, height: '100%' }}>
        <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
          <Box
            sx={{
              width: 44,
              height: 44,
              flex: 'none',
              borderRadius: 1.5,
              display: 'grid',
              placeItems: 'center',
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
            }}
          >
            <RestaurantMenuRounded />
          </Box>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="subtitle1" sx={{ fontWeight: 700 }} noWrap data-testid="menu-card-name">
              {menu.name}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('list.counts', {
                items: t('list.items', { count: menu.itemCount }),
                categories: t('list.categories', { count: menu.categoryCount }),
              })}
            </Typography>
            <Box sx={{ display: 'flex', gap: 1, mt: 1, flexWrap: 'wrap', alignItems: 'center' }}>
              <Chip size="small" label={menu.currency} variant="outlined" />
              {menu.soldOutCount > 0 && (
                <Chip
                  size="small"
                  sx={SOLD_OUT_CHIP}
                  label={t('list.soldOut', { count: menu.soldOutCount })}
                />
              )}
              <Typography variant="caption" color="text.secondary">
                {t('list.updated', { when: timeAgo(menu.updatedAt, i18n.language) })}
              </Typography>
            </Box>
          </Box>
        </Box>
      </CardActionArea>
      <IconButton
        size="small"
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-label={t('list.actions', { name: menu.name })}
        data-testid="menu-card-actions"
        sx={{ position: 'absolute', top: 8, right: 8 }}
      >
        <MoreVert fontSize="small" />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem
          disabled={readOnly}
          onClick={() => {
            setAnchor(null);
            onRename();
          }}
          data-testid="menu-card-rename"
        >
          <ListItemIcon>
            <DriveFileRenameOutline fontSize="small" />
          </ListItemIcon>
          {t('list.rename')}
        </MenuItem>
        <MenuItem
          disabled={readOnly}
          onClick={() => {
            setAnchor(null);
            onRemove();
          }}
          data-testid="menu-card-delete"
        >
          <ListItemIcon>
            <DeleteOutline fontSize="small" />
          </ListItemIcon>
          {t('list.delete')}
        </MenuItem>
      </Menu>
    </Card>
  );
}
