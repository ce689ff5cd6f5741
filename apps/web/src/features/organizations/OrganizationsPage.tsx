import { lazy, Suspense, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import AddBusinessOutlined from '@mui/icons-material/AddBusinessOutlined';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TOrganization } from '@placard/contract';
import { useSession } from '../../app/session';
import { LoadFailed } from '../../components/LoadFailed';
import { PageHeader } from '../../components/PageHeader';
import { NewSubOrganizationDialog, type ParentChoice } from './create/NewSubOrganizationDialog';
import { canCreateSubOrganizations, canCreateUnder } from './organizationAccess';
import { OrganizationSearchField } from './search/OrganizationSearchField';
import { OrganizationSearchResults } from './search/OrganizationSearchResults';
import { SuccessSnackbar } from '../../components/SuccessSnackbar';
import { expandableIds, expandedTo, toggled } from './tree/organizationTree';
import { OrganizationTreeList } from './tree/OrganizationTreeList';
import { TreeSkeleton } from './tree/TreeSkeleton';
import { TreeToolbar } from './tree/TreeToolbar';
import { useOrganizationTree } from './tree/useOrganizationTree';
import { useDebouncedValue } from '../../components/useDebouncedValue';

const ImpersonationPanel = lazy(() => import('../licensing/ImpersonationPanel'));

/** /organizations: the caller's organization and every sub-organization, as a tree, with search. */
export default function OrganizationsPage() {
  const { t } = useTranslation('organizations');
  const session = useSession();
  const location = useLocation();
  const ownId = session.organizationId;
  const { own, descendants, tree } = useOrganizationTree(ownId);
  const [query, setQuery] = useState('');
  const search = useDebouncedValue(query.trim(), 250);
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(() => new Set([ownId]));
  const [createUnder, setCreateUnder] = useState<ParentChoice | null>(null);
  const [flash, setFlash] = useState<string | null>(() => {
    const deleted = (location.state as { deleted?: string } | null)?.deleted;
    return deleted ? t('delete.done', { name: deleted }) : null;
  });

  const mayCreate = canCreateSubOrganizations(session);
  // The tree stays until the search words have settled; clearing the box brings it back at once.
  const activeSearch = query.trim() !== '' ? search : '';

  const onCreated = (organization: TOrganization) => {
    setCreateUnder(null);
    if (tree && organization.parentOrganizationId !== null) {
      setExpanded(expandedTo(tree, expanded, organization.parentOrganizationId));
    }
    setFlash(t('create.done', { name: organization.name, email: organization.ownerEmail ?? '' }));
  };

  let body;
  if (own.isError || descendants.isError) {
    body = (
      <Box sx={{ p: 2 }}>
        <LoadFailed
          onRetry={() => {
            void own.refetch();
            void descendants.refetch();
          }}
        />
      </Box>
    );
  } else if (activeSearch !== '') {
    body = (
      <OrganizationSearchResults organizationId={ownId} query={activeSearch} rootName={own.data?.name} />
    );
  } else if (!tree) {
    body = <TreeSkeleton />;
  } else {
    body = (
      <OrganizationTreeList
        tree={tree}
        expanded={expanded}
        onToggle={(id) => setExpanded(toggled(expanded, id))}
        canCreateUnder={(node) => canCreateUnder(node.accessState, session)}
        onCreateUnder={(node) => setCreateUnder({ id: node.id, name: node.name })}
      />
    );
  }

  return (
    <Box data-testid="organizations-page">
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        actions={
          mayCreate && (
            <Button
              startIcon={<AddBusinessOutlined />}
              onClick={() => setCreateUnder({ id: ownId, name: own.data?.name ?? session.organizationName })}
              data-testid="new-suborg-button"
            >
              {t('create.button')}
            </Button>
          )
        }
      />
      <Card sx={{ mb: 3 }}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          sx={{ p: 2, alignItems: { sm: 'center' }, borderBottom: 1, borderColor: 'divider' }}
        >
          <OrganizationSearchField value={query} onChange={setQuery} />
          {activeSearch === '' && tree && (
            <TreeToolbar
              total={tree.byId.size}
              onExpandAll={() => setExpanded(expandableIds(tree))}
              onCollapseAll={() => setExpanded(new Set())}
            />
          )}
        </Stack>
        {body}
      </Card>
      <Suspense fallback={null}>
        <ImpersonationPanel />
      </Suspense>
      <NewSubOrganizationDialog
        parent={createUnder}
        onClose={() => setCreateUnder(null)}
        onCreated={onCreated}
      />
      <SuccessSnackbar message={flash} onClose={() => setFlash(null)} testId="organizations-flash" />
    </Box>
  );
}
