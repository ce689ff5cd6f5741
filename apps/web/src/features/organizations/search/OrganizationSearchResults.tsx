import Box from '@mui/material/Box';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import SearchOff from '@mui/icons-material/SearchOff';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TOrganizationNode } from '@placard/contract';
import { useOrganizationSearch } from '../../../api/organizations';
import { LoadFailed } from '../../../components/LoadFailed';
import { placeOf } from '../countryName';
import { LicenseChip } from '../LicenseChip';
import { OrganizationAvatar } from '../OrganizationAvatar';
import { TreeSkeleton } from '../tree/TreeSkeleton';
import { VirtualList } from '../../../components/VirtualList';

const RESULT_ROW_HEIGHT = 72;

function ResultRow({ node, path }: { node: TOrganizationNode; path: string }) {
  const { i18n } = useTranslation('organizations');
  const place = placeOf(node.city, node.country, i18n.language);
  return (
    <ListItemButton
      component={RouterLink}
      to={`/organizations/${node.id}/info`}
      data-testid={`org-result-${node.id}`}
      sx={{ height: '100%', gap: 1.5, borderBottom: 1, borderColor: 'divider' }}
    >
      <OrganizationAvatar />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography noWrap sx={{ fontWeight: 600 }}>
          {node.name}
        </Typography>
        <Typography variant="body2" color="text.secondary" noWrap>
          <LicenseChip
            state={node.license?.state}
            sx={{ display: { xs: 'inline-flex', sm: 'none' }, height: 18, fontSize: '0.7rem', mr: 0.75 }}
          />
          <span data-testid="org-result-path">{[path, place].filter(Boolean).join(' · ')}</span>
        </Typography>
      </Box>
      <LicenseChip state={node.license?.state} sx={{ display: { xs: 'none', sm: 'inline-flex' } }} />
    </ListItemButton>
  );
}

/** Descendants whose name contains the search words, each with the path above it. */
export function OrganizationSearchResults({
  organizationId,
  query,
  rootName,
}: {
  organizationId: number;
  query: string;
  /** the caller's organization, shown first in every result's path */
  rootName: string | undefined;
}) {
  const { t } = useTranslation('organizations');
  const search = useOrganizationSearch(organizationId, query);
  const pathOf = (node: TOrganizationNode) => [...(rootName ? [rootName] : []), ...node.path].join(' › ');

  if (search.isError) return <LoadFailed onRetry={() => void search.refetch()} />;
  if (search.isPending) return <TreeSkeleton />;
  const results = search.data;
  return (
    <Box sx={{ opacity: search.isPlaceholderData ? 0.6 : 1, transition: 'opacity 120ms' }}>
      <Typography variant="body2" color="text.secondary" role="status" sx={{ px: 2, py: 1 }}>
        {results.length > 0 ? t('search.count', { count: results.length }) : ''}
      </Typography>
      {results.length === 0 ? (
        <Box sx={{ textAlign: 'center', py: 6, px: 2 }} data-testid="org-search-empty">
          <SearchOff sx={{ fontSize: 40, color: 'text.disabled' }} aria-hidden />
          <Typography sx={{ fontWeight: 600, mt: 1 }}>{t('search.empty')}</Typography>
          <Typography variant="body2" color="text.secondary">
            {t('search.emptyHint', { query })}
          </Typography>
        </Box>
      ) : (
        <VirtualList
          items={results}
          rowHeight={RESULT_ROW_HEIGHT}
          getKey={(node) => node.id}
          label={t('search.label')}
          testId="org-search-results"
          renderRow={(node) => <ResultRow node={node} path={pathOf(node)} />}
        />
      )}
    </Box>
  );
}
