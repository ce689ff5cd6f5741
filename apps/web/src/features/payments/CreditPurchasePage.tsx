import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CreditPackageItem, TCreditPackages } from '@placard/contract';
import { useCheckoutMutation, useCreditPackages } from '../../api/payments';
import { useSession } from '../../app/session';
import { errorMessage } from '../../components/form/formMessage';
import { LoadFailed } from '../../components/LoadFailed';
import { PageHeader } from '../../components/PageHeader';
import { CreditBalance } from './CreditBalance';
import { CreditPackageCard } from './CreditPackageCard';

/** Sends the browser to Stripe's checkout page (kept apart so that tests can see where it goes). */
export const goToCheckout = (url: string) => window.location.assign(url);

function Packages({ offer }: { offer: TCreditPackages }) {
  const { t } = useTranslation('payments');
  const checkout = useCheckoutMutation();
  const [buying, setBuying] = useState<CreditPackageItem | null>(null);
  const buy = (item: CreditPackageItem) => {
    setBuying(item);
    checkout.mutate(item, {
      onSuccess: ({ url }) => goToCheckout(url),
      onError: () => setBuying(null),
    });
  };
  if (offer.packages.length === 0) {
    return <Alert severity="info">{t('purchase.noneSold')}</Alert>;
  }
  return (
    <Stack spacing={2}>
      {checkout.isError && (
        <Alert severity="error" onClose={() => checkout.reset()} data-testid="checkout-error">
          {errorMessage(checkout.error, t('purchase.checkoutFailed'))}
        </Alert>
      )}
      <Grid container spacing={3}>
        {offer.packages.map((creditPackage) => (
          <Grid key={creditPackage.item} size={{ xs: 12, sm: 6, md: 4 }}>
            <CreditPackageCard
              creditPackage={creditPackage}
              buy={
                offer.mayBuy
                  ? {
                      onBuy: () => buy(creditPackage.item),
                      pending: buying === creditPackage.item,
                      disabled: buying !== null,
                    }
                  : undefined
              }
            />
          </Grid>
        ))}
      </Grid>
      <Typography variant="body2" color="text.secondary">
        {t('purchase.securely')}
      </Typography>
    </Stack>
  );
}

/**
 * /credits/buy: the organization's balance and the credit packages for sale, each bought through
 * Stripe's checkout page. Without payments on the server, the credits come from the parent
 * organization; ?cancelled=1 is the way back from a checkout left without paying.
 */
export default function CreditPurchasePage() {
  const { t } = useTranslation('payments');
  const session = useSession();
  const [params] = useSearchParams();
  const offer = useCreditPackages();
  const [cancelled, setCancelled] = useState(params.get('cancelled') === '1');

  let content;
  if (offer.isPending) {
    content = (
      <Grid container spacing={3}>
        {[0, 1, 2].map((index) => (
          <Grid key={index} size={{ xs: 12, sm: 6, md: 4 }}>
            <Skeleton variant="rounded" height={230} />
          </Grid>
        ))}
      </Grid>
    );
  } else if (offer.isError) {
    content = <LoadFailed onRetry={() => void offer.refetch()} />;
  } else if (!offer.data.payments) {
    content = (
      <Alert severity="info" data-testid="payments-off">
        {t('purchase.askParent')}
      </Alert>
    );
  } else {
    content = (
      <Stack spacing={2}>
        {!offer.data.mayBuy && (
          <Alert severity="info" data-testid="may-not-buy">
            {t('purchase.mayNotBuy')}
          </Alert>
        )}
        <Packages offer={offer.data} />
      </Stack>
    );
  }

  return (
    <Box data-testid="credit-purchase-page" sx={{ maxWidth: 1100 }}>
      <PageHeader
        title={t('purchase.title')}
        subtitle={t('purchase.subtitle', { organization: session.organizationName })}
      />
      <Stack spacing={3}>
        {cancelled && (
          <Alert severity="info" onClose={() => setCancelled(false)} data-testid="checkout-cancelled">
            {t('purchase.cancelled')}
          </Alert>
        )}
        {offer.data?.mayBuy && <CreditBalance organizationId={session.organizationId} />}
        {content}
      </Stack>
    </Box>
  );
}
