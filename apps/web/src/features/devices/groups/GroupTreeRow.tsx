import { useState } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import Link from '@mui/material/Link';
import ChevronRight from '@mui/icons-material/ChevronRight';
import CreateNewFolderOutlined from '@mui/icons-material/CreateNewFolderOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import DriveFileMoveOutlined from '@mui/icons-material/DriveFileMoveOutlined';
import DriveFileRenameOutline from '@mui/icons-material/DriveFileRenameOutline';
import ExpandMore from '@mui/icons-material/ExpandMore';
import FolderOutlined from '@mui/icons-material/FolderOutlined';
import MoreVert from '@mui/icons-material/MoreVert';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TDeviceGroupNode } from '@placard/contract';
import { groupPath } from '../paths';
import type { GroupRow } from './groupTree';

export type GroupAction = 'rename' | 'move' | 'subgroup' | 'delete';

const ACTION_ICONS = {
  rename: <DriveFileRenameOutline fontSize="small" />,
  move: <DriveFileMoveOutlined fontSize="small" />,
  subgroup: <CreateNewFolderOutlined fontSize="small" />,
  delete: <DeleteOutline fontSize="small" />,
} as const satisfies Record<GroupAction, unknown>;

/** One group in the tree: expand button, name (opens the group), counts and its actions. */
export function GroupTreeRow({
  row,
  organizationId,
  editable,
  onToggle,
  onAction,
}: {
  row: GroupRow;
  organizationId: number;
  editable: boolean;
  onToggle: (id: number) => void;
  onAction: (group: TDeviceGroupNode, action: GroupAction) => void;
}) {
  const { t } = useTranslation('devices');
  const { node, level, hasChildren, expanded } = row;
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const counts = [
    t('groups.deviceCount', { count: node.deviceCount }),
    node.groupCount > 0 ? t('groups.subgroupCount', { count: node.groupCount }) : null,
  ]
    .filter(Boolean)
    .join(' · ');
  const menuId = `group-menu-${node.id}`;

  return (
    <Box
      component="li"
      data-testid="group-row"
      data-group-id={node.id}
      aria-label={node.name}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        minHeight: 60,
        pl: { xs: `${Math.min(level, 5) * 14 + 4}px`, sm: `${level * 28 + 8}px` },
        pr: 1,
        borderBottom: 1,
        borderColor: 'divider',
        '&:last-of-type': { borderBottom: 0 },
      }}
    >
      {hasChildren ? (
        <IconButton
          size="small"
          onClick={() => onToggle(node.id)}
          aria-expanded={expanded}
          aria-label={t(expanded ? 'groups.collapse' : 'groups.expand', { name: node.name })}
          data-testid="group-toggle"
        >
          {expanded ? <ExpandMore /> : <ChevronRight />}
        </IconButton>
      ) : (
        <Box sx={{ width: 34, flexShrink: 0 }} />
      )}
      <FolderOutlined color="action" aria-hidden />
      <Box sx={{ flex: 1, minWidth: 0, py: 1 }}>
        <Link
          component={RouterLink}
          to={groupPath(node.id, organizationId)}
          underline="hover"
          color="text.primary"
          sx={{ fontWeight: 600 }}
          data-testid="group-name-link"
        >
          {node.name}
        </Link>
        <Typography variant="body2" color="text.secondary" noWrap data-testid="group-counts">
          {counts}
          {node.description && ` · ${node.description}`}
        </Typography>
      </Box>
      {editable && (
        <>
          <IconButton
            size="small"
            onClick={(event) => setAnchor(event.currentTarget)}
            aria-label={t('groups.actionsFor', { name: node.name })}
            aria-haspopup="menu"
            aria-controls={anchor ? menuId : undefined}
            aria-expanded={anchor ? true : undefined}
            data-testid="group-menu"
          >
            <MoreVert />
          </IconButton>
          <Menu
            id={menuId}
            anchorEl={anchor}
            open={anchor !== null}
            onClose={() => setAnchor(null)}
            slotProps={{ list: { 'aria-label': t('groups.actionsFor', { name: node.name }) } }}
          >
            {(['rename', 'move', 'subgroup', 'delete'] as const).map((action) => (
              <MenuItem
                key={action}
                onClick={() => {
                  setAnchor(null);
                  onAction(node, action);
                }}
                sx={action === 'delete' ? { color: 'error.main' } : undefined}
              >
                <ListItemIcon sx={action === 'delete' ? { color: 'error.main' } : undefined}>
                  {ACTION_ICONS[action]}
                </ListItemIcon>
                {t(`groups.actions.${action}`)}
              </MenuItem>
            ))}
          </Menu>
        </>
      )}
    </Box>
  );
}
