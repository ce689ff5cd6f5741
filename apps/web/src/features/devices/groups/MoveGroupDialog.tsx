import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import type { TDeviceGroup, TDeviceGroupNode } from '@placard/contract';
import { groupsApi, useDeviceMutation } from '../../../api/devices';
import { deviceErrorMessage } from '../deviceErrors';
import { GroupSelect, groupIdOf } from './GroupSelect';
import { moveTargets } from './groupTree';

/** Moves a group (with its subgroups and screens) under another group or to the top level. */
export function MoveGroupDialog({
  group,
  tree,
  onClose,
  onMoved,
}: {
  /** the group to move; null closes the dialog */
  group: TDeviceGroup | null;
  tree: readonly TDeviceGroupNode[];
  onClose: () => void;
  onMoved: (name: string) => void;
}) {
  if (!group) return null;
  return <MoveGroupForm group={group} tree={tree} onClose={onClose} onMoved={onMoved} />;
}

function MoveGroupForm({
  group,
  tree,
  onClose,
  onMoved,
}: {
  group: TDeviceGroup;
  tree: readonly TDeviceGroupNode[];
  onClose: () => void;
  onMoved: (name: string) => void;
}) {
  const { t } = useTranslation('devices');
  const [parent, setParent] = useState(group.parentId === null ? '' : String(group.parentId));
  const [error, setError] = useState<string | null>(null);
  const move = useDeviceMutation((parentId: number | null) =>
    groupsApi.update({ id: group.id, name: group.name, description: group.description, parentId }),
  );
  return (
    <Dialog
      open
      onClose={move.isPending ? undefined : onClose}
      aria-labelledby="move-group-title"
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id="move-group-title">{t('groups.moveTitle', { name: group.name })}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('groups.moveText')}</DialogContentText>
        <GroupSelect
          label={t('groups.parent')}
          value={parent}
          onChange={setParent}
          groups={moveTargets(tree, group.id)}
          leading={[{ value: '', label: t('groups.topLevel') }]}
          testId="move-group-parent"
          sx={{ mt: 1 }}
        />
        {error && (
          <Alert severity="error" sx={{ mt: 2 }} data-testid="move-group-error">
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button variant="text" onClick={onClose} disabled={move.isPending}>
          {t('actions.cancel')}
        </Button>
        <Button
          loading={move.isPending}
          data-testid="move-group-submit"
          onClick={() => {
            setError(null);
            move.mutate(groupIdOf(parent), {
              onSuccess: () => onMoved(group.name),
              onError: (failure) => setError(deviceErrorMessage(failure, t, t('groups.moveFailed'))),
            });
          }}
        >
          {t('groups.moveSubmit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
