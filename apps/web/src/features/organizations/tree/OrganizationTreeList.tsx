import { useMemo, useState } from 'react';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import AddBusinessOutlined from '@mui/icons-material/AddBusinessOutlined';
import DriveFileMoveOutlined from '@mui/icons-material/DriveFileMoveOutlined';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TOrganizationNode } from '@placard/contract';
import { VirtualList } from '../../../components/VirtualList';
import { visibleRows, type OrganizationTree } from './organizationTree';
import { OrganizationTreeRow, TREE_ROW_HEIGHT } from './OrganizationTreeRow';

interface OrganizationTreeListProps {
  tree: OrganizationTree;
  expanded: ReadonlySet<number>;
  onToggle: (id: number) => void;
  /** whether a sub-organization may be created under this one */
  canCreateUnder: (node: TOrganizationNode) => boolean;
  onCreateUnder: (node: TOrganizationNode) => void;
}

/** The organization tree, drawn row by row as it scrolls, with one action menu shared by the rows. */
export function OrganizationTreeList({
  tree,
  expanded,
  onToggle,
  canCreateUnder,
  onCreateUnder,
}: OrganizationTreeListProps) {
  const { t } = useTranslation('organizations');
  const rows = useMemo(() => visibleRows(tree, expanded), [tree, expanded]);
  const [menu, setMenu] = useState<{ anchor: HTMLElement; node: TOrganizationNode } | null>(null);
  const closeMenu = () => setMenu(null);
  const menuNode = menu?.node;
  const canMove = (node: TOrganizationNode) => node.id !== tree.root.id && node.accessState === 'FULL_ACCESS';

  return (
    <>
      <VirtualList
        items={rows}
        rowHeight={TREE_ROW_HEIGHT}
        getKey={(row) => row.node.id}
        label={t('tree.label')}
        testId="org-tree"
        renderRow={(row) => (
          <OrganizationTreeRow
            row={row}
            onToggle={onToggle}
            onOpenMenu={(anchor, node) => setMenu({ anchor, node })}
          />
        )}
      />
      <Menu
        anchorEl={menu?.anchor ?? null}
        open={menu !== null}
        onClose={closeMenu}
        data-testid="org-row-menu"
      >
        {menuNode && (
          <MenuItem component={RouterLink} to={`/organizations/${menuNode.id}/info`} onClick={closeMenu}>
            <ListItemIcon>
              <InfoOutlined fontSize="small" />
            </ListItemIcon>
            {t('tree.open')}
          </MenuItem>
        )}
        {menuNode && canCreateUnder(menuNode) && (
          <MenuItem
            onClick={() => {
              closeMenu();
              onCreateUnder(menuNode);
            }}
            data-testid="org-menu-new-suborg"
          >
            <ListItemIcon>
              <AddBusinessOutlined fontSize="small" />
            </ListItemIcon>
            {t('tree.newSubOrganization')}
          </MenuItem>
        )}
        {menuNode && canMove(menuNode) && (
          <MenuItem component={RouterLink} to={`/organizations/${menuNode.id}/move`} onClick={closeMenu}>
            <ListItemIcon>
              <DriveFileMoveOutlined fontSize="small" />
            </ListItemIcon>
            {t('tree.move')}
          </MenuItem>
        )}
      </Menu>
    </>
  );
}
