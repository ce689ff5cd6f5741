import { useState } from 'react';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import DriveFileMoveOutlined from '@mui/icons-material/DriveFileMoveOutlined';
import FolderOutlined from '@mui/icons-material/FolderOutlined';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isReadOnly, type TGroupDetails } from '@placard/contract';
import { isApiError } from '../../../api/client';
import { useGroupDetails, useGroupTree } from '../../../api/devices';
import { useSession } from '../../../app/session';
import { AppLink } from '../../../components/RouterLinks';
import { LoadFailed } from '../../../components/LoadFailed';
import { Toast, useToast } from '../../../components/Toast';
import { DeleteGroupDialog } from '../groups/DeleteGroupDialog';
import { GroupFormDialog } from '../groups/GroupFormDialog';
import { allGroupRows } from '../groups/groupTree';
import { MoveGroupDialog } from '../groups/MoveGroupDialog';
import { NotFoundCard } from '../NotFoundCard';
import { PageColumns } from '../PageColumns';
import { SchedulePanel } from '../schedule/SchedulePanel';
import { GROUPS_PATH, groupPath, idParam } from '../paths';
import { GroupDetailsCard } from './GroupDetailsCard';
import { GroupDevicesCard } from './GroupDevicesCard';
import { SubgroupsCard } from './SubgroupsCard';

/** /devicegroup/{groupId}/{orgId}: a group — where it sits, its details, subgroups, screens and schedule. */
export default function GroupPage() {
  const params = useParams();
  const groupId = idParam(params.groupId);
  const organizationId = idParam(params.orgId);
  if (groupId === null || organizationId === null) return <GroupNotFound />;
  return <GroupLoader groupId={groupId} organizationId={organizationId} />;
}

function GroupNotFound() {
  const { t } = useTranslation('devices');
  return (
    <NotFoundCard
      title={t('group.notFound')}
      body={t('group.notFoundBody')}
      back={GROUPS_PATH}
      backLabel={t('group.back')}
      testId="group-not-found"
    />
  );
}

function GroupLoader({ groupId, organizationId }: { groupId: number; organizationId: number }) {
  const { t } = useTranslation('devices');
  const details = useGroupDetails(groupId, organizationId);
  if (details.isError && isApiError(details.error) && [400, 403, 404].includes(details.error.status)) {
    return <GroupNotFound />;
  }
  if (details.isError)
    return <LoadFailed message={t('group.loadFailed')} onRetry={() => void details.refetch()} />;
  if (!details.data) {
    return (
      <Box data-testid="group-loading">
        <Skeleton variant="text" width={280} height={48} />
        <Skeleton variant="rounded" height={320} sx={{ mt: 2 }} />
      </Box>
    );
  }
  return <GroupView group={details.data} organizationId={organizationId} />;
}

function GroupView({ group, organizationId }: { group: TGroupDetails; organizationId: number }) {
  const { t } = useTranslation('devices');
  const session = useSession();
  const navigate = useNavigate();
  const editable = !isReadOnly(session.licenseStatus);
  const tree = useGroupTree(organizationId);
  const nodes = tree.data?.results ?? [];
  const [dialog, setDialog] = useState<'subgroup' | 'move' | 'delete' | null>(null);
  const { toast, show, close } = useToast();
  const parent = group.path.at(-1) ?? null;

  return (
    <Box data-testid="group-page" data-group-id={group.id} sx={{ pb: 6 }}>
      <Breadcrumbs aria-label={t('group.pathLabel')} sx={{ mb: 1 }} data-testid="group-path">
        <AppLink to={GROUPS_PATH} color="text.secondary">
          {t('tabs.groups')}
        </AppLink>
        {group.path.map((above) => (
          <AppLink key={above.id} to={groupPath(above.id, organizationId)} color="text.secondary">
            {above.name}
          </AppLink>
        ))}
        <Typography color="text.primary" aria-current="page">
          {group.name}
        </Typography>
      </Breadcrumbs>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 2, mb: 3 }}>
        <Box sx={{ flex: '1 1 360px', minWidth: 0 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <FolderOutlined color="action" fontSize="large" aria-hidden />
            <Typography variant="h1" sx={{ overflowWrap: 'anywhere' }} data-testid="group-title">
              {group.name}
            </Typography>
          </Box>
          <Typography color="text.secondary" sx={{ mt: 0.5 }} data-testid="group-summary">
            {[
              t('groups.deviceCount', { count: group.deviceCount }),
              t('groups.subgroupCount', { count: group.groupCount }),
            ].join(' · ')}
            {group.description && ` · ${group.description}`}
          </Typography>
        </Box>
        {editable && (
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button
              variant="outlined"
              startIcon={<DriveFileMoveOutlined />}
              onClick={() => setDialog('move')}
              disabled={!tree.data}
              data-testid="group-move"
            >
              {t('groups.actions.move')}
            </Button>
            <Button
              variant="outlined"
              color="error"
              startIcon={<DeleteOutline />}
              onClick={() => setDialog('delete')}
              data-testid="group-delete"
            >
              {t('groups.actions.delete')}
            </Button>
          </Box>
        )}
      </Box>
      <PageColumns
        left={
          <>
            <GroupDetailsCard
              key={`${group.name}|${group.description}`}
              group={group}
              organizationId={organizationId}
              editable={editable}
              onSaved={() => show(t('group.saved'))}
            />
            <SubgroupsCard
              groupId={group.id}
              organizationId={organizationId}
              editable={editable}
              onCreate={() => setDialog('subgroup')}
            />
          </>
        }
        right={
          <GroupDevicesCard
            groupId={group.id}
            groupName={group.name}
            organizationId={organizationId}
            editable={editable}
            onNotice={show}
          />
        }
      />
      <Box sx={{ mt: 3 }}>
        <SchedulePanel target={{ type: 'group', groupId: group.id }} />
      </Box>
      <GroupFormDialog
        target={dialog === 'subgroup' ? { kind: 'create', parentId: group.id } : null}
        rows={allGroupRows(nodes)}
        onClose={() => setDialog(null)}
        onSaved={(_id, name) => {
          setDialog(null);
          show(t('groups.created', { name }));
        }}
      />
      <MoveGroupDialog
        group={dialog === 'move' ? group : null}
        tree={nodes}
        onClose={() => setDialog(null)}
        onMoved={(name) => {
          setDialog(null);
          show(t('groups.moved', { name }));
        }}
      />
      <DeleteGroupDialog
        group={dialog === 'delete' ? group : null}
        parentName={parent?.name ?? null}
        onClose={() => setDialog(null)}
        onDeleted={() =>
          void navigate(parent ? groupPath(parent.id, organizationId) : GROUPS_PATH, { replace: true })
        }
      />
      <Toast toast={toast} onClose={close} testId="group-toast" />
    </Box>
  );
}
