import Box from '@mui/material/Box';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import RadioButtonChecked from '@mui/icons-material/RadioButtonChecked';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import { useTranslation } from 'react-i18next';
import { OrganizationAvatar } from '../OrganizationAvatar';
import { VirtualList } from '../../../components/VirtualList';
import type { MoveTarget } from './moveTargets';

const ROW_HEIGHT = 60;

/** The possible new parents, each with the path above it; one can be chosen. */
export function MoveTargetList({
  targets,
  selectedId,
  onSelect,
  empty,
}: {
  targets: readonly MoveTarget[];
  selectedId: number | null;
  onSelect: (target: MoveTarget) => void;
  empty: string;
}) {
  const { t } = useTranslation('organizations');
  if (targets.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ p: 3, textAlign: 'center' }} data-testid="move-targets-empty">
        {empty}
      </Typography>
    );
  }
  return (
    <VirtualList
      items={targets}
      rowHeight={ROW_HEIGHT}
      getKey={(target) => target.node.id}
      label={t('move.targetsLabel')}
      testId="move-targets"
      maxHeight={{ xs: '55vh', md: '45vh' }}
      renderRow={(target) => {
        const selected = target.node.id === selectedId;
        return (
          <ListItemButton
            selected={selected}
            aria-pressed={selected}
            onClick={() => onSelect(target)}
            data-testid={`move-target-${target.node.id}`}
            sx={{ height: '100%', gap: 1.5, borderBottom: 1, borderColor: 'divider' }}
          >
            {selected ? (
              <RadioButtonChecked color="primary" fontSize="small" aria-hidden />
            ) : (
              <RadioButtonUnchecked color="action" fontSize="small" aria-hidden />
            )}
            <OrganizationAvatar size={32} own={target.path.length === 0} />
            <Box sx={{ minWidth: 0, flex: 1 }}>
              <Typography noWrap sx={{ fontWeight: 600 }}>
                {target.node.name}
              </Typography>
              {target.path.length > 0 && (
                <Typography variant="body2" color="text.secondary" noWrap>
                  {target.path.join(' › ')}
                </Typography>
              )}
            </Box>
          </ListItemButton>
        );
      }}
    />
  );
}
