import Skeleton from '@mui/material/Skeleton';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import AddCircleOutlined from '@mui/icons-material/AddCircleOutlined';
import { useTranslation } from 'react-i18next';
import { useSubOrganizationCredits } from '../../api/credits';
import { ScrollableTable } from '../../components/ScrollableTable';
import { LoadFailed } from '../../components/LoadFailed';
import { AppLink, LinkButton } from '../../components/RouterLinks';
import { SectionCard } from '../../components/SectionCard';
import { formatNumber } from '../../components/format';

/**
 * For a parent: the balances of its direct sub-organizations, each leading to its licence page, where
 * credits are added. Nothing for an organization without sub-organizations.
 */
export function SubOrganizationCreditsCard({ organizationId }: { organizationId: number }) {
  const { t, i18n } = useTranslation('credits');
  const subs = useSubOrganizationCredits(organizationId);
  const format = (value: number) => formatNumber(value, i18n.language);
  if (subs.data && subs.data.items.length === 0) return null;

  return (
    <SectionCard
      title={t('subOrganizations.title')}
      description={t('subOrganizations.description')}
      testId="credit-sub-organizations"
    >
      {subs.isPending && <Skeleton variant="rounded" height={120} />}
      {subs.isError && <LoadFailed onRetry={() => void subs.refetch()} />}
      {subs.data && (
        <ScrollableTable label={t('subOrganizations.title')} minWidth={600}>
          <TableHead>
            <TableRow>
              <TableCell>{t('subOrganizations.name')}</TableCell>
              <TableCell align="right">{t('balance.available')}</TableCell>
              <TableCell align="right">{t('balance.total')}</TableCell>
              <TableCell align="right">{t('balance.used')}</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {subs.data.items.map((sub) => {
              const licence = `/organizations/${sub.organizationId}/license`;
              return (
                <TableRow key={sub.organizationId} data-testid={`credit-sub-${sub.organizationId}`}>
                  <TableCell sx={{ fontWeight: 500 }}>
                    <AppLink to={licence} underline="hover" color="inherit">
                      {sub.name}
                    </AppLink>
                  </TableCell>
                  <TableCell
                    align="right"
                    sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}
                    data-testid="credit-sub-available"
                  >
                    {format(Math.max(0, sub.totalCredits - sub.usedCredits))}
                  </TableCell>
                  <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                    {format(sub.totalCredits)}
                  </TableCell>
                  <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                    {format(sub.usedCredits)}
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    <LinkButton
                      to={licence}
                      variant="outlined"
                      size="small"
                      startIcon={<AddCircleOutlined />}
                      aria-label={t('subOrganizations.open', { organization: sub.name })}
                      data-testid="credit-sub-open"
                    >
                      {t('subOrganizations.manage')}
                    </LinkButton>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </ScrollableTable>
      )}
    </SectionCard>
  );
}
