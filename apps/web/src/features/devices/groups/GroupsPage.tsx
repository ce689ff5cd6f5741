import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import AccountTreeOutlined from '@mui/icons-material/AccountTreeOutlined';
import CreateNewFolderOutlined from '@mui/icons-material/CreateNewFolderOutlined';
import UnfoldLess from '@mui/icons-material/UnfoldLess';
import UnfoldMore from '@mui/icons-material/UnfoldMore';
import { useTranslation } from 'react-i18next';
import { isReadOnly, type TDeviceGroup, type TDeviceGroupNode } from '@placard/contract';
import { useGroupTree } from '../../../api/devices';
import { useSession } from '../../../app/session';
import { LoadFailed } from '../../../components/LoadFailed';
import { Toast, useToast } from '../../../components/Toast';
import { DeleteGroupDialog } from './DeleteGroupDialog';
import { GroupFormDialog, type GroupFormTarget } from './GroupFormDialog';
import { GroupTreeRow, type GroupAction } from './GroupTreeRow';
import {
  allGroupRows,
  expandableGroupIds,
  findGroup,
  groupCount,
  pathTo,
  visibleGroupRows,
} from './groupTree';
import { MoveGroupDialog } from './MoveGroupDialog';

/**
 * /devicemanagement/groups: the nested groups as a tree with their screen and subgroup counts; new
 * group, rename, move and delete; a group's name opens its page.
 */
export default function GroupsPage() {
  const { t } = useTranslation('devices');
  const session = useSession();
  const organizationId = session.organizationId;
  const editable = !isReadOnly(session.licenseStatus);
  const tree = useGroupTree(organizationId);
  const nodes = useMemo(() => tree.data?.results ?? [], [tree.data]);
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set());
  const [form, setForm] = useState<GroupFormTarget | null>(null);
  const [moving, setMoving] = useState<TDeviceGroup | null>(null);
  const [deleting, setDeleting] = useState<TDeviceGroup | null>(null);
  const { toast, show, close } = useToast();

  const rows = visibleGroupRows(nodes, expanded);
  const pickerRows = useMemo(() => allGroupRows(nodes), [nodes]);
  const expandable = expandableGroupIds(nodes);
  const allOpen = expandable.size > 0 && [...expandable].every((id) => expanded.has(id));

  const toggle = (id: number) => {
    const next = new Set(expanded);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setExpanded(next);
  };

  const onAction = (group: TDeviceGroupNode, action: GroupAction) => {
    switch (action) {
      case 'rename':
        return setForm({ kind: 'rename', group });
      case 'move':
        return setMoving(group);
      case 'subgroup':
        return setForm({ kind: 'create', parentId: group.id });
      case 'delete':
        return setDeleting(group);
    }
  };

  const newGroupButton = (testId: string) =>
    editable ? (
      <Button
        variant="contained"
        startIcon={<CreateNewFolderOutlined />}
        onClick={() => setForm({ kind: 'create', parentId: null })}
        data-testid={testId}
      >
        {t('groups.create')}
      </Button>
    ) : null;

  let body;
  if (tree.isPending) {
    body = <Skeleton variant="rounded" height={240} />;
  } else if (tree.isError) {
    body = <LoadFailed message={t('groups.loadFailed')} onRetry={() => void tree.refetch()} />;
  } else if (nodes.length === 0) {
    body = (
      <Box
        data-testid="groups-empty"
        sx={(theme) => ({
          textAlign: 'center',
          py: { xs: 5, md: 7 },
          px: 3,
          borderRadius: 3,
          border: `2px dashed ${theme.palette.divider}`,
          bgcolor: 'background.paper',
        })}
      >
        <AccountTreeOutlined color="primary" sx={{ fontSize: 44, mb: 1 }} aria-hidden />
        <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
          {t('groups.emptyTitle')}
        </Typography>
        <Typography color="text.secondary" sx={{ maxWidth: 480, mx: 'auto', mb: editable ? 3 : 0 }}>
          {t('groups.emptyBody')}
        </Typography>
        {newGroupButton('groups-empty-create')}
      </Box>
    );
  } else {
    body = (
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <Box
          component="ul"
          aria-label={t('groups.treeLabel')}
          data-testid="group-tree"
          sx={{ listStyle: 'none', m: 0, p: 0 }}
        >
          {rows.map((row) => (
            <GroupTreeRow
              key={row.node.id}
              row={row}
              organizationId={organizationId}
              editable={editable}
              onToggle={toggle}
              onAction={onAction}
            />
          ))}
        </Box>
      </Paper>
    );
  }

  const deletingParent = deleting?.parentId != null ? findGroup(nodes, deleting.parentId) : undefined;

  return (
    <Box data-testid="groups-page" sx={{ pb: 6 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 2, mb: 2 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
            {t('groups.title')}
          </Typography>
          {tree.data && (
            <Typography variant="body2" color="text.secondary" data-testid="group-count">
              {t('groups.count', { count: groupCount(nodes) })}
            </Typography>
          )}
        </Box>
        {expandable.size > 0 && (
          <Button
            variant="text"
            startIcon={allOpen ? <UnfoldLess /> : <UnfoldMore />}
            onClick={() => setExpanded(allOpen ? new Set() : expandable)}
            data-testid="groups-expand-all"
          >
            {allOpen ? t('groups.collapseAll') : t('groups.expandAll')}
          </Button>
        )}
        {nodes.length > 0 && newGroupButton('group-create')}
      </Box>
      {body}
      <GroupFormDialog
        target={form}
        rows={pickerRows}
        onClose={() => setForm(null)}
        onSaved={(_id, name, parentId) => {
          const created = form?.kind === 'create';
          setForm(null);
          // a new subgroup shows at once: the groups above it open
          if (created && parentId !== null) {
            setExpanded(new Set([...expanded, ...pathTo(nodes, parentId).map((node) => node.id)]));
          }
          show(created ? t('groups.created', { name }) : t('groups.renamed', { name }));
        }}
      />
      <MoveGroupDialog
        group={moving}
        tree={nodes}
        onClose={() => setMoving(null)}
        onMoved={(name) => {
          setMoving(null);
          show(t('groups.moved', { name }));
        }}
      />
      <DeleteGroupDialog
        group={deleting}
        parentName={deletingParent?.name ?? null}
        onClose={() => setDeleting(null)}
        onDeleted={(name) => {
          setDeleting(null);
          show(t('groups.deleted', { name }));
        }}
      />
      <Toast toast={toast} onClose={close} testId="groups-toast" />
    </Box>
  );
}
