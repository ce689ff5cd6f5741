import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { TCreditPackage } from '@placard/contract';
import { formatNumber } from '../../components/format';
import { formatPrice } from './formatPrice';

/** One package for sale: its credits, its price, and (for those who may buy) the way to buy it. */
export function CreditPackageCard({
  creditPackage,
  buy,
}: {
  creditPackage: TCreditPackage;
  /** absent when the caller may not buy; pending while this package's checkout is being made */
  buy?: { onBuy: () => void; pending: boolean; disabled: boolean };
}) {
  const { t, i18n } = useTranslation('payments');
  const language = i18n.resolvedLanguage ?? 'en';
  const titleId = `package-${creditPackage.item}-title`;
  return (
    <Card
      component="section"
      aria-labelledby={titleId}
      data-testid={`package-${creditPackage.item}`}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ p: 3, flex: 1, display: 'flex', flexDirection: 'column', gap: 1 }}>
        <Box component="h2" id={titleId} sx={{ display: 'flex', alignItems: 'baseline', gap: 1, m: 0 }}>
          <Typography component="span" sx={{ fontSize: '2.25rem', fontWeight: 700, lineHeight: 1.1 }}>
            {formatNumber(creditPackage.credits, language)}
          </Typography>
          <Typography component="span" color="text.secondary">
            {t('packages.credits', { count: creditPackage.credits })}
          </Typography>
        </Box>
        <Typography
          sx={{ fontSize: '1.25rem', fontWeight: 600 }}
          data-testid={`package-${creditPackage.item}-price`}
        >
          {formatPrice(creditPackage.price, creditPackage.currency, language)}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
          {t('packages.perCredit', {
            price: formatPrice(creditPackage.price / creditPackage.credits, creditPackage.currency, language),
          })}
        </Typography>
        {buy && (
          <Button
            variant="contained"
            size="large"
            fullWidth
            sx={{ mt: 2 }}
            onClick={buy.onBuy}
            disabled={buy.disabled}
            startIcon={buy.pending ? <CircularProgress size={18} color="inherit" /> : undefined}
            aria-describedby={titleId}
            data-testid={`package-${creditPackage.item}-buy`}
          >
            {t('packages.buy')}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
