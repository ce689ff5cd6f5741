import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import EventRepeatOutlined from '@mui/icons-material/EventRepeatOutlined';
import { useTranslation } from 'react-i18next';
import { DEMO_EXTENSION_DAYS, type TLicenseInfo } from '@placard/contract';
import { useExtendTrialMutation } from '../../api/licensing';
import { errorMessage } from '../../components/form/formMessage';
import { LicenseChip } from '../organizations/LicenseChip';
import { formatDate, formatNumber } from '../../components/format';
import { grantedSwitches, usagePercent } from './licenseForm';

function Fact({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 600 }} data-testid={testId}>
        {value}
      </Typography>
    </Box>
  );
}

function Usage({
  label,
  used,
  limit,
  testId,
}: {
  label: string;
  used: number;
  limit: number | null;
  testId: string;
}) {
  const { t, i18n } = useTranslation('licensing');
  const percent = usagePercent(used, limit);
  const text =
    limit === null
      ? t('card.usedOfUnlimited', { used: formatNumber(used, i18n.language) })
      : t('card.usedOf', {
          used: formatNumber(used, i18n.language),
          limit: formatNumber(limit, i18n.language),
        });
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Box component="dd" sx={{ m: 0 }}>
        <Typography sx={{ fontWeight: 600 }} data-testid={testId}>
          {text}
        </Typography>
        {percent !== null && (
          <LinearProgress
            variant="determinate"
            value={percent}
            color={percent >= 100 ? 'error' : percent >= 80 ? 'warning' : 'primary'}
            aria-label={label}
            aria-valuetext={text}
            sx={{ mt: 0.75, height: 6, borderRadius: 3 }}
          />
        )}
      </Box>
    </Box>
  );
}

/**
 * An organization's licence at a glance, with the trial extension when the server says the caller may
 * grant it (also while the licence is read-only: extending an ended trial is how it comes back).
 */
export function LicenseCard({ info }: { info: TLicenseInfo }) {
  const { t, i18n } = useTranslation('licensing');
  const extend = useExtendTrialMutation(info.organizationId);
  const [extendedFor, setExtendedFor] = useState<string | null>(null);
  const granted = grantedSwitches(info);
  const unlimited = t('card.unlimited');
  const language = i18n.language;

  return (
    <Card
      component="section"
      aria-labelledby="license-card-title"
      data-testid="license-card"
      sx={{ height: '100%' }}
    >
      <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 2, mb: 2, flexWrap: 'wrap' }}>
          <Box sx={{ flex: '1 1 auto', minWidth: 0 }}>
            <Typography variant="body2" color="text.secondary" id="license-card-title" component="h2">
              {t('card.title')}
            </Typography>
            <Typography variant="h3" component="p" data-testid="license-card-package">
              {t(`packages.${info.package}`)}
            </Typography>
          </Box>
          <Box data-testid="license-state" data-state={info.state}>
            <LicenseChip state={info.state} size="medium" />
          </Box>
        </Box>

        <Box
          component="dl"
          sx={{
            m: 0,
            display: 'grid',
            gap: { xs: 2, sm: 2.5 },
            gridTemplateColumns: {
              xs: 'repeat(2, minmax(0, 1fr))',
              md: 'repeat(3, minmax(0, 1fr))',
            },
          }}
        >
          <Fact
            label={t('card.validFrom')}
            value={formatDate(info.validFrom, language) ?? '—'}
            testId="license-card-valid-from"
          />
          <Fact
            label={t('card.validUntil')}
            value={formatDate(info.validityExpiresAt, language) ?? t('card.noEndDate')}
            testId="license-card-valid-until"
          />
          <Usage
            label={t('card.devices')}
            used={info.usedDevices}
            limit={info.numDevices}
            testId="license-card-devices"
          />
          <Usage
            label={t('card.users')}
            used={info.usedUsers}
            limit={info.numUsers}
            testId="license-card-users"
          />
          <Fact
            label={t('card.interactive')}
            value={
              info.interactiveDeviceLimit === null
                ? unlimited
                : formatNumber(info.interactiveDeviceLimit, language)
            }
            testId="license-card-interactive"
          />
          <Fact
            label={t('card.subOrgAccess')}
            value={t(`subOrgAccess.${info.subOrgUpdateAccess}.label`)}
            testId="license-card-sub-org-access"
          />
        </Box>

        <Typography variant="h4" component="h3" sx={{ mt: 3, mb: 1 }}>
          {t('card.grants')}
        </Typography>
        {granted.length === 0 ? (
          <Typography color="text.secondary">{t('card.noGrants')}</Typography>
        ) : (
          <Box
            component="ul"
            aria-label={t('card.grants')}
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, p: 0, m: 0, listStyle: 'none' }}
            data-testid="license-grants"
          >
            {granted.map((key) => (
              <li key={key}>
                <Chip
                  icon={<CheckCircleOutlined />}
                  label={t(`switches.${key}.label`)}
                  variant="outlined"
                  color="success"
                  size="small"
                  data-testid={`license-grant-${key}`}
                />
              </li>
            ))}
          </Box>
        )}

        {(info.canExtendTrial || info.trialExtended || extendedFor) && (
          <Stack spacing={1.5} sx={{ mt: 3 }}>
            {extendedFor && (
              <Alert severity="success" onClose={() => setExtendedFor(null)} data-testid="extend-trial-done">
                {t('trial.extended', { organization: extendedFor, days: DEMO_EXTENSION_DAYS })}
              </Alert>
            )}
            {extend.isError && (
              <Alert severity="error" data-testid="extend-trial-error">
                {errorMessage(extend.error, t('trial.failed'))}
              </Alert>
            )}
            {info.canExtendTrial && (
              <Box>
                <Button
                  variant="outlined"
                  startIcon={<EventRepeatOutlined />}
                  loading={extend.isPending}
                  onClick={() =>
                    extend.mutate(undefined, {
                      onSuccess: (result) => setExtendedFor(result.organizationName),
                    })
                  }
                  data-testid="extend-trial"
                >
                  {t('trial.extend', { days: DEMO_EXTENSION_DAYS })}
                </Button>
                <Typography variant="body2" color="text.secondary" sx={{ mt: 0.75 }}>
                  {t('trial.extendHelp', { days: DEMO_EXTENSION_DAYS })}
                </Typography>
              </Box>
            )}
            {!info.canExtendTrial && info.trialExtended && !extendedFor && info.package === 'trial' && (
              <Typography variant="body2" color="text.secondary">
                {t('trial.alreadyExtended')}
              </Typography>
            )}
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
