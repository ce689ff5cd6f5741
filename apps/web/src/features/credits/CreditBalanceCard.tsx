import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import Alert from '@mui/material/Alert';
import { alpha } from '@mui/material/styles';
import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined';
import { useTranslation } from 'react-i18next';
import { useCredits } from '../../api/licensing';
import { LoadFailed } from '../../components/LoadFailed';
import { LinkButton } from '../../components/RouterLinks';
import { SectionCard } from '../../components/SectionCard';
import { formatNumber } from '../../components/format';

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography
        component="dd"
        sx={{ m: 0, fontSize: '1.4rem', fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}
        data-testid={testId}
      >
        {value}
      </Typography>
    </Box>
  );
}

/** The organization's balance in big numbers: what is available, received in total and used. */
export function CreditBalanceCard({ organizationId, canBuy }: { organizationId: number; canBuy: boolean }) {
  const { t, i18n } = useTranslation('credits');
  const credits = useCredits(organizationId);
  const format = (value: number) => formatNumber(value, i18n.language);
  const available = credits.data ? Math.max(0, credits.data.totalCredits - credits.data.usedCredits) : 0;

  return (
    <SectionCard title={t('balance.title')} description={t('balance.description')} testId="credit-balance">
      {credits.isPending && <Skeleton variant="rounded" height={150} />}
      {credits.isError && <LoadFailed onRetry={() => void credits.refetch()} />}
      {credits.data && (
        <>
          <Box
            component="dl"
            sx={{
              m: 0,
              display: 'flex',
              flexWrap: 'wrap',
              alignItems: 'flex-end',
              columnGap: 5,
              rowGap: 2,
            }}
          >
            <Box
              sx={{
                px: 2.5,
                py: 1.5,
                borderRadius: 3,
                bgcolor: (theme) => alpha(theme.palette.primary.main, 0.08),
                minWidth: 180,
              }}
            >
              <Typography component="dt" sx={{ fontWeight: 500 }}>
                {t('balance.available')}
              </Typography>
              <Typography
                component="dd"
                sx={{
                  m: 0,
                  fontSize: { xs: '2.5rem', sm: '3rem' },
                  lineHeight: 1.1,
                  fontWeight: 700,
                  color: 'primary.main',
                  fontVariantNumeric: 'tabular-nums',
                }}
                data-testid="credit-balance-available"
              >
                {format(available)}
              </Typography>
            </Box>
            <Figure
              label={t('balance.total')}
              value={format(credits.data.totalCredits)}
              testId="credit-balance-total"
            />
            <Figure
              label={t('balance.used')}
              value={format(credits.data.usedCredits)}
              testId="credit-balance-used"
            />
          </Box>
          {available === 0 && canBuy && (
            <Alert severity="info" sx={{ mt: 2 }} data-testid="credit-balance-empty">
              {t('balance.empty')}
            </Alert>
          )}
        </>
      )}
      {canBuy && (
        <Box sx={{ mt: 2.5 }}>
          <LinkButton
            to="/credits/buy"
            variant="contained"
            startIcon={<ShoppingCartOutlined />}
            data-testid="credits-buy"
          >
            {t('balance.buy')}
          </LinkButton>
        </Box>
      )}
    </SectionCard>
  );
}
