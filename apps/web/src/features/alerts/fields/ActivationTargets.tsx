import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { ZAlertTargets } from '@placard/contract';
import { useSession } from '../../../app/session';
import { chosenLabels } from './targetChoices';
import { useTargetChoices } from './useTargetChoices';

/** Which screens an alert will cover once activated: all of the organization's, or the chosen ones by name. */
export function ActivationTargets({ targets }: { targets: z.input<typeof ZAlertTargets> }) {
  const { t } = useTranslation('alerts');
  const session = useSession();
  const choices = useTargetChoices();
  if (targets.all) {
    return (
      <Typography data-testid="alert-activate-targets">
        {t('activate.allScreens', { organization: session.organizationName })}
      </Typography>
    );
  }
  if (choices.loading) return <Skeleton variant="rounded" height={64} />;
  const kinds = [
    { key: 'groups', labels: chosenLabels(choices.groups, targets.groupIds ?? []) },
    { key: 'screens', labels: chosenLabels(choices.screens, targets.deviceIds ?? []) },
    { key: 'organizations', labels: chosenLabels(choices.organizations, targets.organizationIds ?? []) },
  ].filter((kind) => kind.labels.length > 0);
  return (
    <Box component="ul" sx={{ m: 0, pl: 2.5 }} data-testid="alert-activate-targets">
      {kinds.map((kind) => (
        <Typography component="li" key={kind.key} sx={{ mb: 0.5 }}>
          <Box component="span" sx={{ fontWeight: 600 }}>
            {t(`activate.${kind.key}`, { count: kind.labels.length })}
          </Box>{' '}
          {kind.labels.join(', ')}
        </Typography>
      ))}
    </Box>
  );
}
