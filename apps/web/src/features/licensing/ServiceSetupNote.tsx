import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ErrorOutlineOutlined from '@mui/icons-material/ErrorOutlineOutlined';
import { useTranslation } from 'react-i18next';
import type { LicenseSwitch, TOutsideServiceState } from '@placard/contract';

const NOTES = {
  default: { missing: 'addons.setup.missing', unavailable: 'addons.setup.unavailable' },
  // the AI assistant works without Stripe: only buying credits does not
  stripe: { missing: 'addons.setup.paymentsMissing', unavailable: 'addons.setup.paymentsUnavailable' },
} as const;

/**
 * Under an add-on whose outside service the server is not set up for: that it does nothing yet, and
 * for the platform's operator (the root organization's admins), which settings to set.
 */
function ServiceSetupNote({ setup }: { setup: TOutsideServiceState }) {
  const { t } = useTranslation('licensing');
  const payments = setup.service === 'stripe';
  const notes = payments ? NOTES.stripe : NOTES.default;
  return (
    <Box
      sx={{ display: 'flex', gap: 0.75, alignItems: 'flex-start', mt: 0.75, color: 'warning.dark' }}
      data-testid={`addon-${setup.addOn}-${payments ? 'payments-' : ''}setup`}
    >
      <ErrorOutlineOutlined sx={{ fontSize: 18, mt: '1px' }} aria-hidden />
      <Typography variant="body2" sx={{ color: 'inherit' }}>
        {setup.missing.length > 0
          ? t(notes.missing, { settings: setup.missing.join(', ') })
          : t(notes.unavailable)}
      </Typography>
    </Box>
  );
}

/** The notes of every outside service behind a licence switch that the server is not set up for. */
export function ServiceSetupNotes({
  services,
  name,
}: {
  services: readonly TOutsideServiceState[];
  name: LicenseSwitch;
}) {
  return services
    .filter((service) => service.addOn === name && !service.configured)
    .map((setup) => <ServiceSetupNote key={setup.service} setup={setup} />);
}
