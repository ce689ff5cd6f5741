import { useState } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Pagination from '@mui/material/Pagination';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { alpha, darken } from '@mui/material/styles';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import { useTranslation } from 'react-i18next';
import type { TCreditMovement } from '@placard/contract';
import { useCreditHistory } from '../../api/credits';
import { LoadFailed } from '../../components/LoadFailed';
import { SectionCard } from '../../components/SectionCard';
import { formatDateTime, formatNumber } from '../../components/format';
import { adds, KIND_LOOKS, reasonLabel } from './creditLabels';

function KindChip({ kind }: { kind: TCreditMovement['kind'] }) {
  const { t } = useTranslation('credits');
  const look = KIND_LOOKS[kind];
  return (
    <Chip
      size="small"
      variant="outlined"
      icon={look.icon}
      label={t(`kinds.${kind}`)}
      data-testid="credit-movement-kind"
      sx={(theme) => ({
        color: darken(theme.palette[look.color].dark, 0.1),
        borderColor: theme.palette[look.color].main,
        bgcolor: alpha(theme.palette[look.color].main, 0.08),
        fontWeight: 500,
        '& .MuiChip-icon': { color: 'inherit' },
      })}
    />
  );
}

function EmptyHistory() {
  const { t } = useTranslation('credits');
  return (
    <Box
      sx={{ textAlign: 'center', py: 4, px: 2, color: 'text.secondary' }}
      data-testid="credit-history-empty"
    >
      <Box
        aria-hidden
        sx={{
          width: 56,
          height: 56,
          mx: 'auto',
          mb: 1.5,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          bgcolor: 'action.hover',
        }}
      >
        <HistoryOutlined />
      </Box>
      <Typography sx={{ fontWeight: 600, color: 'text.primary' }}>{t('history.empty')}</Typography>
      <Typography variant="body2" sx={{ maxWidth: 420, mx: 'auto', mt: 0.5 }}>
        {t('history.emptyText')}
      </Typography>
    </Box>
  );
}

function MovementRow({ movement }: { movement: TCreditMovement }) {
  const { t, i18n } = useTranslation('credits');
  const plus = adds(movement.kind);
  const amount = formatNumber(movement.amount, i18n.language);
  return (
    <TableRow data-testid="credit-movement">
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(movement.createdAt, i18n.language)}</TableCell>
      <TableCell>
        <KindChip kind={movement.kind} />
      </TableCell>
      <TableCell data-testid="credit-movement-reason">{reasonLabel(t, movement)}</TableCell>
      <TableCell
        align="right"
        sx={{
          fontWeight: 600,
          whiteSpace: 'nowrap',
          fontVariantNumeric: 'tabular-nums',
          color: plus ? 'success.dark' : 'text.primary',
        }}
        data-testid="credit-movement-amount"
      >
        {plus ? `+${amount}` : `−${amount}`}
      </TableCell>
      <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
        {formatNumber(movement.balanceAfter, i18n.language)}
      </TableCell>
      <TableCell>
        {movement.userName ?? (
          <Typography component="span" variant="body2" color="text.secondary">
            {t('history.nobody')}
          </Typography>
        )}
      </TableCell>
    </TableRow>
  );
}

/** Every movement of an organization's credits, newest first, a page at a time. */
export function CreditHistoryCard({ organizationId }: { organizationId: number }) {
  const { t, i18n } = useTranslation('credits');
  const [page, setPage] = useState(1);
  const history = useCreditHistory(organizationId, page);
  const data = history.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const format = (value: number) => formatNumber(value, i18n.language);

  return (
    <SectionCard title={t('history.title')} description={t('history.description')} testId="credit-history">
      {history.isPending && <Skeleton variant="rounded" height={240} />}
      {history.isError && !data && <LoadFailed onRetry={() => void history.refetch()} />}
      {data && data.total === 0 && <EmptyHistory />}
      {data && data.total > 0 && (
        <>
          <Box
            sx={{ overflowX: 'auto', mx: { xs: -1, sm: 0 }, opacity: history.isPlaceholderData ? 0.6 : 1 }}
            tabIndex={0}
            role="region"
            aria-label={t('history.title')}
            aria-busy={history.isPlaceholderData}
          >
            <Table size="small" sx={{ minWidth: 760 }} data-testid="credit-history-table">
              <TableHead>
                <TableRow>
                  <TableCell>{t('history.when')}</TableCell>
                  <TableCell>{t('history.kind')}</TableCell>
                  <TableCell>{t('history.reason')}</TableCell>
                  <TableCell align="right">{t('history.amount')}</TableCell>
                  <TableCell align="right">{t('history.balanceAfter')}</TableCell>
                  <TableCell>{t('history.who')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.items.map((movement) => (
                  <MovementRow key={movement.id} movement={movement} />
                ))}
              </TableBody>
            </Table>
          </Box>
          <Box
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              alignItems: 'center',
              justifyContent: 'space-between',
              gap: 2,
              mt: 2,
            }}
          >
            <Typography variant="body2" color="text.secondary" data-testid="credit-history-range">
              {t('history.range', {
                from: format((data.page - 1) * data.pageSize + 1),
                to: format((data.page - 1) * data.pageSize + data.items.length),
                total: format(data.total),
              })}
            </Typography>
            {pages > 1 && (
              <Pagination
                count={pages}
                page={Math.min(page, pages)}
                onChange={(_event, next) => setPage(next)}
                color="primary"
                shape="rounded"
                getItemAriaLabel={(type, number) => t(`history.pagination.${type}`, { page: number })}
                data-testid="credit-history-pagination"
              />
            )}
          </Box>
        </>
      )}
    </SectionCard>
  );
}
