import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import AutoAwesomeOutlined from '@mui/icons-material/AutoAwesomeOutlined';
import { useTranslation } from 'react-i18next';
import type { TCredits } from '@placard/contract';
import { useCredits } from '../../api/licensing';
import { formatNumber } from '../../components/format';
import { LoadFailed } from '../../components/LoadFailed';

/** The credits left: what was added minus what the assistant used. */
export const balanceOf = (credits: TCredits) => credits.totalCredits - credits.usedCredits;

/** The organization's balance of AI assistant credits, at the top of the purchase page. */
export function CreditBalance({ organizationId }: { organizationId: number }) {
  const { t, i18n } = useTranslation('payments');
  const credits = useCredits(organizationId);
  const language = i18n.resolvedLanguage ?? 'en';
  return (
    <Card component="section" aria-labelledby="credit-balance-title">
      <CardContent sx={{ p: 3, display: 'flex', alignItems: 'center', gap: 2.5 }}>
        <Box
          aria-hidden
          sx={{
            width: 48,
            height: 48,
            borderRadius: 2,
            display: 'grid',
            placeItems: 'center',
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            flexShrink: 0,
          }}
        >
          <AutoAwesomeOutlined />
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="body2" color="text.secondary" id="credit-balance-title">
            {t('balance.title')}
          </Typography>
          {credits.isPending && <Skeleton width={120} height={40} />}
          {credits.isError && <LoadFailed onRetry={() => void credits.refetch()} />}
          {credits.data && (
            <Typography sx={{ fontSize: '1.75rem', fontWeight: 700 }} data-testid="credit-balance">
              {t('balance.value', {
                count: balanceOf(credits.data),
                formatted: formatNumber(balanceOf(credits.data), language),
              })}
            </Typography>
          )}
        </Box>
      </CardContent>
    </Card>
  );
}
