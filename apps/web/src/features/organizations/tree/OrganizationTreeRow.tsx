import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import ChevronRight from '@mui/icons-material/ChevronRight';
import ExpandMore from '@mui/icons-material/ExpandMore';
import MoreVert from '@mui/icons-material/MoreVert';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TOrganizationNode } from '@placard/contract';
import { placeOf } from '../countryName';
import { LicenseChip } from '../LicenseChip';
import { OrganizationAvatar } from '../OrganizationAvatar';
import type { TreeRow } from './organizationTree';

export const TREE_ROW_HEIGHT = 64;

interface OrganizationTreeRowProps {
  row: TreeRow;
  onToggle: (id: number) => void;
  /** opens the row's action menu; absent when the row has no actions */
  onOpenMenu?: ((anchor: HTMLElement, node: TOrganizationNode) => void) | undefined;
}

/** One organization in the tree: expand button, name and place, licence chip, actions. */
export function OrganizationTreeRow({ row, onToggle, onOpenMenu }: OrganizationTreeRowProps) {
  const { t, i18n } = useTranslation('organizations');
  const { node, level, hasChildren, expanded } = row;
  const place = placeOf(node.city, node.country, i18n.language);
  const details = [
    place,
    node.subOrganizationCount > 0 && t('tree.subCount', { count: node.subOrganizationCount }),
  ]
    .filter(Boolean)
    .join(' · ');

  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        height: '100%',
        pl: { xs: `${Math.min(level, 6) * 12 + 4}px`, sm: `${level * 24 + 8}px` },
        pr: 1,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      {hasChildren ? (
        <IconButton
          size="small"
          onClick={() => onToggle(node.id)}
          aria-expanded={expanded}
          aria-label={t(expanded ? 'tree.collapse' : 'tree.expand', { name: node.name })}
          data-testid={`org-toggle-${node.id}`}
        >
          {expanded ? <ExpandMore /> : <ChevronRight />}
        </IconButton>
      ) : (
        <Box sx={{ width: 34, flexShrink: 0 }} />
      )}
      <ListItemButton
        component={RouterLink}
        to={`/organizations/${node.id}/info`}
        data-testid={`org-row-${node.id}`}
        sx={{ flex: 1, minWidth: 0, gap: 1.5, borderRadius: 2, py: 0.75, px: { xs: 1, sm: 1.5 } }}
      >
        <OrganizationAvatar own={level === 0} />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography noWrap sx={{ fontWeight: 600 }}>
            {node.name}
            {level === 0 && (
              <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 1 }}>
                {t('tree.yours')}
              </Typography>
            )}
          </Typography>
          <Typography variant="body2" color="text.secondary" noWrap>
            {/* On phones the chip moves under the name, so the name keeps the width. */}
            <LicenseChip
              state={node.license?.state}
              sx={{ display: { xs: 'inline-flex', sm: 'none' }, height: 18, fontSize: '0.7rem', mr: 0.75 }}
            />
            {details}
          </Typography>
        </Box>
        <LicenseChip state={node.license?.state} sx={{ display: { xs: 'none', sm: 'inline-flex' } }} />
      </ListItemButton>
      {onOpenMenu ? (
        <IconButton
          size="small"
          onClick={(event) => onOpenMenu(event.currentTarget, node)}
          aria-label={t('tree.actionsFor', { name: node.name })}
          aria-haspopup="menu"
          data-testid={`org-menu-${node.id}`}
        >
          <MoreVert />
        </IconButton>
      ) : (
        <Box sx={{ width: 34, flexShrink: 0 }} />
      )}
    </Box>
  );
}
