import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { useMe, useUpdateEulaMutation } from '../../api/users';
import { useSession } from '../../app/session';
import { ContentView } from '../../components/ContentView';
import { errorMessage } from '../../components/form/formMessage';
import { formatDateTime } from './EulaCard';

/** ?section=eula: the full end-user licence agreement, with acceptance. */
export function EulaSection() {
  const { t, i18n } = useTranslation('account');
  const session = useSession();
  const me = useMe();
  const update = useUpdateEulaMutation();
  const [agreed, setAgreed] = useState(false);
  const accepted = me.data?.eula ?? session.isEulaAgreed;
  const acceptedAt = me.data?.eulaAcceptedAt;

  return (
    <Stack spacing={3}>
      <Card>
        <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
          <ContentView content="eula" titleLevel="h2" testId="eula-text" />
        </CardContent>
      </Card>
      <Card component="section" aria-label={t('eula.acceptTitle')}>
        <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>
          {accepted ? (
            <Alert severity="success" data-testid="eula-accepted">
              {acceptedAt
                ? t('eula.acceptedOn', { date: formatDateTime(acceptedAt, i18n.language) })
                : t('eula.accepted')}
            </Alert>
          ) : (
            <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
              <FormControlLabel
                control={
                  <Checkbox
                    checked={agreed}
                    onChange={(event) => setAgreed(event.target.checked)}
                    data-testid="eula-checkbox"
                  />
                }
                label={t('eula.agree')}
              />
              {update.isError && (
                <Alert severity="error">{errorMessage(update.error, t('common:loadFailed'))}</Alert>
              )}
              <Button
                disabled={!agreed}
                loading={update.isPending}
                onClick={() => update.mutate({ eula: true })}
                data-testid="eula-accept"
              >
                {t('eula.accept')}
              </Button>
            </Stack>
          )}
        </CardContent>
      </Card>
    </Stack>
  );
}
