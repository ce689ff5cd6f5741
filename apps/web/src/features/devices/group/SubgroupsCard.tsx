import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import CreateNewFolderOutlined from '@mui/icons-material/CreateNewFolderOutlined';
import FolderOutlined from '@mui/icons-material/FolderOutlined';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSubgroups } from '../../../api/devices';
import { LoadFailed } from '../../../components/LoadFailed';
import { SectionCard } from '../../../components/SectionCard';
import { groupPath } from '../paths';

/** The groups directly under this one, each opening its page, and New subgroup. */
export function SubgroupsCard({
  groupId,
  organizationId,
  editable,
  onCreate,
}: {
  groupId: number;
  organizationId: number;
  editable: boolean;
  onCreate: () => void;
}) {
  const { t } = useTranslation('devices');
  const subgroups = useSubgroups(groupId, organizationId);
  const results = subgroups.data?.results ?? [];
  let body;
  if (subgroups.isPending) body = <Skeleton variant="rounded" height={80} />;
  else if (subgroups.isError) body = <LoadFailed onRetry={() => void subgroups.refetch()} />;
  else if (results.length === 0)
    body = (
      <Typography color="text.secondary" data-testid="subgroups-empty">
        {t('group.noSubgroups')}
      </Typography>
    );
  else
    body = (
      <List disablePadding aria-label={t('group.subgroupsTitle')} data-testid="subgroups">
        {results.map((group) => (
          <ListItemButton
            key={group.id}
            component={RouterLink}
            to={groupPath(group.id, organizationId)}
            sx={{ borderRadius: 2 }}
            data-testid="subgroup"
          >
            <ListItemIcon sx={{ minWidth: 36 }}>
              <FolderOutlined />
            </ListItemIcon>
            <ListItemText
              primary={group.name}
              secondary={[
                t('groups.deviceCount', { count: group.deviceCount }),
                group.groupCount > 0 ? t('groups.subgroupCount', { count: group.groupCount }) : null,
              ]
                .filter(Boolean)
                .join(' · ')}
            />
          </ListItemButton>
        ))}
      </List>
    );
  return (
    <SectionCard title={t('group.subgroupsTitle')} testId="group-subgroups">
      {editable && (
        <Button
          variant="outlined"
          size="small"
          startIcon={<CreateNewFolderOutlined />}
          onClick={onCreate}
          sx={{ mb: 2 }}
          data-testid="group-new-subgroup"
        >
          {t('groups.actions.subgroup')}
        </Button>
      )}
      {body}
    </SectionCard>
  );
}
