import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { TImpersonationLogEntry } from '@placard/contract';
import { ScrollableTable } from '../../components/ScrollableTable';
import { LoadFailed } from '../../components/LoadFailed';
import { SectionCard } from '../../components/SectionCard';
import { formatDateTime } from '../../components/format';
import { actionSucceeded } from './requestActions';

/** What was done on this organization's behalf while another organization acted as it. */
export function ImpersonationLogCard({
  entries,
  isPending,
  isError,
  onRetry,
}: {
  entries: TImpersonationLogEntry[] | undefined;
  isPending: boolean;
  isError: boolean;
  onRetry: () => void;
}) {
  const { t, i18n } = useTranslation('impersonation');
  return (
    <SectionCard title={t('log.title')} description={t('log.description')} testId="impersonation-log">
      {isPending && <Skeleton variant="rounded" height={120} />}
      {isError && <LoadFailed onRetry={onRetry} />}
      {entries && entries.length === 0 && (
        <Typography color="text.secondary" data-testid="impersonation-log-empty">
          {t('log.empty')}
        </Typography>
      )}
      {entries && entries.length > 0 && (
        <ScrollableTable label={t('log.title')} minWidth={720}>
          <TableHead>
            <TableRow>
              <TableCell>{t('log.when')}</TableCell>
              <TableCell>{t('log.who')}</TableCell>
              <TableCell>{t('log.from')}</TableCell>
              <TableCell>{t('log.action')}</TableCell>
              <TableCell>{t('log.outcome')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {entries.map((entry) => {
              const ok = actionSucceeded(entry.statusCode);
              return (
                <TableRow key={entry.id} data-testid="impersonation-log-entry">
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {formatDateTime(entry.at, i18n.language)}
                  </TableCell>
                  <TableCell>
                    <Typography variant="body2" sx={{ fontWeight: 600 }}>
                      {entry.actorName}
                    </Typography>
                    <Typography variant="caption" color="text.secondary">
                      {entry.actorEmail}
                    </Typography>
                  </TableCell>
                  <TableCell>{entry.actorOrganizationName}</TableCell>
                  <TableCell>
                    {/* the exact call stays at hand for support, without crowding the row */}
                    <Typography variant="body2" title={`${entry.method} ${entry.path}`}>
                      {entry.action}
                    </Typography>
                  </TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      color={ok ? 'success' : 'error'}
                      variant="outlined"
                      label={ok ? t('log.succeeded') : t('log.failed', { status: entry.statusCode })}
                    />
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
