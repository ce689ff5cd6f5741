import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ASSISTANT_ACTIONS, ASSISTANT_PRICE_ITEMS, DEFAULT_ASSISTANT_PRICES } from '@placard/contract';
import { isApiError } from '../../api/client';
import { usePricing } from '../../api/licensing';
import { LoadFailed } from '../../components/LoadFailed';
import { SectionCard } from '../../components/SectionCard';

/**
 * What each assistant action costs the organization: the price its parent set in its pricing, or the
 * standard price (rounded up to whole credits, as the server charges them).
 */
export function ActionPricesCard({ organizationId, own }: { organizationId: number; own: boolean }) {
  const { t } = useTranslation('credits');
  const pricing = usePricing(organizationId);
  if (pricing.isError && isApiError(pricing.error) && [403, 404].includes(pricing.error.status)) return null;

  return (
    <SectionCard title={t('prices.title')} description={t('prices.description')} testId="credit-prices">
      {pricing.isPending && <Skeleton variant="rounded" height={150} />}
      {pricing.isError && <LoadFailed onRetry={() => void pricing.refetch()} />}
      {pricing.data && (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {ASSISTANT_ACTIONS.map((action) => {
            const item = ASSISTANT_PRICE_ITEMS[action];
            const set = pricing.data.items.find((entry) => entry.item === item);
            const price = set ? Math.ceil(set.value) : DEFAULT_ASSISTANT_PRICES[action];
            return (
              <Box
                component="li"
                key={action}
                sx={{
                  display: 'flex',
                  alignItems: 'baseline',
                  justifyContent: 'space-between',
                  gap: 2,
                  py: 1,
                  borderBottom: 1,
                  borderColor: 'divider',
                  '&:last-of-type': { borderBottom: 0 },
                }}
                data-testid={`credit-price-${action}`}
              >
                <Box sx={{ minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 500 }}>{t(`reasons.${item}`)}</Typography>
                  <Typography variant="caption" color="text.secondary">
                    {set ? t(own ? 'prices.set' : 'prices.setFor') : t('prices.default')}
                  </Typography>
                </Box>
                <Typography
                  sx={{ fontWeight: 600, whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
                  data-testid={`credit-price-${action}-value`}
                >
                  {t('credits', { count: price })}
                </Typography>
              </Box>
            );
          })}
        </Box>
      )}
    </SectionCard>
  );
}
