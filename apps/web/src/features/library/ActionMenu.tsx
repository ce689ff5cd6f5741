import { useState, type ReactElement } from 'react';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import CheckBoxOutlineBlank from '@mui/icons-material/CheckBoxOutlineBlank';
import CheckBoxOutlined from '@mui/icons-material/CheckBoxOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import DriveFileMoveOutlined from '@mui/icons-material/DriveFileMoveOutlined';
import EventOutlined from '@mui/icons-material/EventOutlined';
import DriveFileRenameOutlineOutlined from '@mui/icons-material/DriveFileRenameOutlineOutlined';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import LibraryAddOutlined from '@mui/icons-material/LibraryAddOutlined';
import LockOpenOutlined from '@mui/icons-material/LockOpenOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import MoreVert from '@mui/icons-material/MoreVert';
import OpenInBrowserOutlined from '@mui/icons-material/OpenInBrowserOutlined';
import PlayArrowOutlined from '@mui/icons-material/PlayArrowOutlined';
import ReplyOutlined from '@mui/icons-material/ReplyOutlined';
import ShareOutlined from '@mui/icons-material/ShareOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import type { LibraryAction } from './libraryActions';
import { useLibraryText } from './libraryText';

const ICONS: Record<LibraryAction, ReactElement> = {
  open: <OpenInBrowserOutlined fontSize="small" />,
  preview: <VisibilityOutlined fontSize="small" />,
  playNow: <PlayArrowOutlined fontSize="small" />,
  schedule: <EventOutlined fontSize="small" />,
  rename: <DriveFileRenameOutlineOutlined fontSize="small" />,
  move: <DriveFileMoveOutlined fontSize="small" />,
  share: <ShareOutlined fontSize="small" />,
  unshare: <ReplyOutlined fontSize="small" />,
  lock: <LockOutlined fontSize="small" />,
  uneditable: <CheckBoxOutlineBlank fontSize="small" />,
  copyToStock: <LibraryAddOutlined fontSize="small" />,
  stockRecipients: <Inventory2Outlined fontSize="small" />,
  delete: <DeleteOutlined fontSize="small" />,
};

/** Actions after which the menu draws a line (the next ones are of another sort). */
const GROUP_ENDS: ReadonlySet<LibraryAction> = new Set([
  'open',
  'preview',
  'schedule',
  'share',
  'unshare',
  'uneditable',
  'stockRecipients',
]);

interface ActionMenuProps<A extends LibraryAction> {
  /** what the menu is for, in its button's label ("Actions for beach.jpg") */
  name: string;
  actions: readonly A[];
  onAction: (action: A) => void;
  /** the item's flags, for Lock/Unlock and the "others can't edit" check */
  locked?: boolean;
  uneditableWhenShared?: boolean;
  size?: 'small' | 'medium';
  /** actions shown but not available now, with the reason shown under them */
  unavailable?: Partial<Record<A, string>>;
}

/** The ⋮ button of an item or folder and its menu of actions. */
export function ActionMenu<A extends LibraryAction>({
  name,
  actions,
  onAction,
  locked = false,
  uneditableWhenShared = false,
  size = 'small',
  unavailable = {},
}: ActionMenuProps<A>) {
  const { t, testId } = useLibraryText();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (actions.length === 0) return null;

  const label = (action: LibraryAction) => {
    if (action === 'lock') return locked ? t('actions.unlock') : t('actions.lock');
    return t(`actions.${action}`);
  };
  const icon = (action: LibraryAction) => {
    if (action === 'lock' && locked) return <LockOpenOutlined fontSize="small" />;
    if (action === 'uneditable' && uneditableWhenShared) return <CheckBoxOutlined fontSize="small" />;
    return ICONS[action];
  };

  return (
    <>
      <IconButton
        size={size}
        aria-label={t('actions.menuFor', { name })}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        onClick={(event) => {
          event.stopPropagation();
          setAnchor(event.currentTarget);
        }}
        data-testid={testId('actions-button')}
      >
        <MoreVert fontSize="small" />
      </IconButton>
      <Menu
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        onClick={(event) => event.stopPropagation()}
        slotProps={{ list: { 'aria-label': t('actions.menuFor', { name }), dense: true } }}
      >
        {actions.flatMap((action, index) => {
          const checkable = action === 'uneditable';
          const reason = unavailable[action];
          const item = (
            <MenuItem
              key={action}
              role={checkable ? 'menuitemcheckbox' : 'menuitem'}
              aria-checked={checkable ? uneditableWhenShared : undefined}
              disabled={reason !== undefined}
              onClick={() => {
                setAnchor(null);
                onAction(action);
              }}
              data-testid={testId(`action-${action}`)}
              sx={action === 'delete' ? { color: 'error.main' } : undefined}
            >
              <ListItemIcon sx={action === 'delete' ? { color: 'error.main' } : undefined}>
                {icon(action)}
              </ListItemIcon>
              <ListItemText secondary={reason}>{label(action)}</ListItemText>
            </MenuItem>
          );
          const divider = GROUP_ENDS.has(action) && index < actions.length - 1;
          return divider ? [item, <Divider key={`${action}-divider`} />] : [item];
        })}
      </Menu>
    </>
  );
}
