import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DriveFileMoveOutlined from '@mui/icons-material/DriveFileMoveOutlined';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useMoveOrganizationMutation } from '../../../api/organizations';
import { useSession } from '../../../app/session';
import { errorMessage } from '../../../components/form/formMessage';
import { LoadFailed } from '../../../components/LoadFailed';
import { useOrganizationOutlet } from '../layout/organizationOutlet';
import { OrganizationSearchField } from '../search/OrganizationSearchField';
import { TreeSkeleton } from '../tree/TreeSkeleton';
import { useOrganizationTree } from '../tree/useOrganizationTree';
import { useDebouncedValue } from '../../../components/useDebouncedValue';
import { MoveConfirmDialog } from './MoveConfirmDialog';
import { MoveTargetList } from './MoveTargetList';
import { moveTargets, type MoveTarget } from './moveTargets';

/** /organizations/:orgId/move: pick a new parent from the caller's tree, confirm, move. */
export default function MoveOrganizationPage() {
  const { t } = useTranslation('organizations');
  const session = useSession();
  const organization = useOrganizationOutlet();
  const navigate = useNavigate();
  const { own, descendants, tree } = useOrganizationTree(session.organizationId);
  const move = useMoveOrganizationMutation(organization.id);
  const [query, setQuery] = useState('');
  const search = useDebouncedValue(query, 150);
  const [selected, setSelected] = useState<MoveTarget | null>(null);
  const [confirming, setConfirming] = useState(false);

  const targets = useMemo(
    () => (tree ? moveTargets(tree, organization.id, search) : []),
    [tree, organization.id, search],
  );
  const currentParent =
    organization.parentOrganizationId !== null
      ? tree?.byId.get(organization.parentOrganizationId)
      : undefined;

  const confirm = async () => {
    if (!selected) return;
    try {
      await move.mutateAsync(selected.node.id);
      setConfirming(false);
      await navigate(`/organizations/${organization.id}/info`, { state: { moved: true } });
    } catch {
      setConfirming(false);
    }
  };

  let list;
  if (own.isError || descendants.isError) {
    list = <LoadFailed onRetry={() => void Promise.all([own.refetch(), descendants.refetch()])} />;
  } else if (!tree) {
    list = <TreeSkeleton rows={4} />;
  } else {
    list = (
      <MoveTargetList
        targets={targets}
        selectedId={selected?.node.id ?? null}
        onSelect={setSelected}
        empty={search.trim() ? t('search.empty') : t('move.noTargets')}
      />
    );
  }

  return (
    <Card data-testid="org-move">
      <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>
        <Typography variant="h2" sx={{ fontSize: '1.15rem', mb: 0.5 }}>
          {t('move.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('move.description', { name: organization.name })}
        </Typography>
        {currentParent && (
          <Typography variant="body2" sx={{ mb: 2 }} data-testid="move-current-parent">
            {t('move.currentParent', { name: currentParent.name })}
          </Typography>
        )}
        {move.isError && (
          <Alert severity="error" sx={{ mb: 2 }} data-testid="move-error">
            {errorMessage(move.error, t('move.failed'))}
          </Alert>
        )}
        <Stack spacing={2}>
          <OrganizationSearchField
            value={query}
            onChange={setQuery}
            label={t('move.search')}
            testId="move-target"
          />
          <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 2, overflow: 'hidden' }}>{list}</Box>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
            <Button
              startIcon={<DriveFileMoveOutlined />}
              disabled={!selected}
              onClick={() => setConfirming(true)}
              data-testid="move-submit"
            >
              {t('move.submit')}
            </Button>
            <Typography variant="body2" color="text.secondary" aria-live="polite">
              {selected ? t('move.selected', { name: selected.node.name }) : t('move.chooseHint')}
            </Typography>
          </Stack>
        </Stack>
      </CardContent>
      {selected && (
        <MoveConfirmDialog
          open={confirming}
          organizationName={organization.name}
          targetName={selected.node.name}
          pending={move.isPending}
          onCancel={() => setConfirming(false)}
          onConfirm={() => void confirm()}
        />
      )}
    </Card>
  );
}
