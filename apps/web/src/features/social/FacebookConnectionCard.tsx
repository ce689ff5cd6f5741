import { useState } from 'react';
import { useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import FacebookIcon from '@mui/icons-material/Facebook';
import InstagramIcon from '@mui/icons-material/Instagram';
import { useTranslation } from 'react-i18next';
import { FACEBOOK_RETURN_PARAM, type TFacebookConnection } from '@placard/contract';
import {
  useChooseFacebookPage,
  useDisconnectFacebook,
  useFacebookConnection,
  useFacebookLogin,
  useFacebookPages,
} from '../../api/social';
import { errorMessage } from '../../components/form/formMessage';

/** What Facebook Login's return told the page: a page to choose, or the code of what failed. */
function useLoginReturn(): { outcome: string | null; dismiss: () => void } {
  const [params, setParams] = useSearchParams();
  return {
    outcome: params.get(FACEBOOK_RETURN_PARAM),
    dismiss: () =>
      setParams(
        (was) => {
          const next = new URLSearchParams(was);
          next.delete(FACEBOOK_RETURN_PARAM);
          return next;
        },
        { replace: true },
      ),
  };
}

function formatWhen(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

/** The pages the Facebook user manages: one chosen, with its Instagram account when it has one. */
function PageChooser({ onChosen }: { onChosen: () => void }) {
  const { t } = useTranslation('licensing');
  const pages = useFacebookPages(true);
  const choose = useChooseFacebookPage();
  const [pageId, setPageId] = useState<string | null>(null);
  const [instagram, setInstagram] = useState(true);
  if (pages.isPending) return <Skeleton variant="rounded" height={96} />;
  if (pages.isError) {
    return (
      <Alert severity="error" data-testid="facebook-error">
        {errorMessage(pages.error, t('common:loadFailed'))}
      </Alert>
    );
  }
  const chosen = pages.data.pages.find((page) => page.id === (pageId ?? pages.data.pages[0]?.id));
  return (
    <Stack spacing={1.5} data-testid="facebook-page-chooser">
      <Typography variant="body2" sx={{ fontWeight: 600 }} id="facebook-pages-label">
        {t('facebook.choosePage')}
      </Typography>
      <RadioGroup
        aria-labelledby="facebook-pages-label"
        value={chosen?.id ?? ''}
        onChange={(event) => setPageId(event.target.value)}
      >
        {pages.data.pages.map((page) => (
          <FormControlLabel
            key={page.id}
            value={page.id}
            control={<Radio size="small" />}
            label={
              <span>
                {page.name}
                {page.instagram && (
                  <Typography component="span" variant="body2" color="text.secondary">
                    {' '}
                    · @{page.instagram.username}
                  </Typography>
                )}
              </span>
            }
          />
        ))}
      </RadioGroup>
      {chosen?.instagram && (
        <FormControlLabel
          control={
            <Checkbox size="small" checked={instagram} onChange={(_event, value) => setInstagram(value)} />
          }
          label={t('facebook.useInstagram', { username: chosen.instagram.username })}
        />
      )}
      {choose.isError && (
        <Alert severity="error" data-testid="facebook-error">
          {errorMessage(choose.error, t('common:loadFailed'))}
        </Alert>
      )}
      <Box>
        <Button
          variant="contained"
          disabled={!chosen || choose.isPending}
          onClick={() =>
            chosen &&
            choose.mutate(
              { pageId: chosen.id, instagram: instagram && chosen.instagram !== null },
              { onSuccess: onChosen },
            )
          }
          data-testid="facebook-save-page"
        >
          {t('facebook.savePage')}
        </Button>
      </Box>
    </Stack>
  );
}

function ConnectionDetails({ connection }: { connection: TFacebookConnection }) {
  const { t, i18n } = useTranslation('licensing');
  return (
    <Stack spacing={0.75}>
      {connection.page && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <FacebookIcon fontSize="small" sx={{ color: '#1877F2' }} aria-hidden />
          <Typography sx={{ fontWeight: 600 }} data-testid="facebook-page-name">
            {connection.page.name}
          </Typography>
        </Box>
      )}
      {connection.instagram && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <InstagramIcon fontSize="small" sx={{ color: '#DD2A7B' }} aria-hidden />
          <Typography data-testid="facebook-instagram-name">@{connection.instagram.username}</Typography>
        </Box>
      )}
      {connection.connectedBy && connection.connectedAt && (
        <Typography variant="body2" color="text.secondary">
          {t('facebook.connectedBy', {
            name: connection.connectedBy,
            when: formatWhen(connection.connectedAt, i18n.resolvedLanguage ?? 'en'),
          })}
        </Typography>
      )}
    </Stack>
  );
}

/**
 * The organization's Facebook connection on its add-ons page (spec section 4: connected or
 * disconnected): Facebook Login, the page (and its Instagram account) chosen, who connected it and
 * when, disconnecting; 'no pages' and failures say so. For the owners and admins of the organization
 * acted for; nothing while the server has no Facebook app.
 */
export function FacebookConnectionCard() {
  const { t } = useTranslation('licensing');
  const connection = useFacebookConnection();
  const login = useFacebookLogin();
  const disconnect = useDisconnectFacebook();
  const { outcome, dismiss } = useLoginReturn();
  const [changing, setChanging] = useState(false);
  if (connection.isPending || connection.isError || !connection.data.configured) return null;
  const data = connection.data;
  const failure = outcome !== null && outcome !== 'choose' && outcome !== 'connected' ? outcome : null;
  const choosing = data.state === 'choosing' || (data.state === 'connected' && changing);
  const status =
    data.state === 'connected' ? 'connected' : data.state === 'choosing' ? 'choosing' : 'disconnected';
  return (
    <Card component="section" aria-labelledby="facebook-connection-title" data-testid="facebook-connection">
      <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>
        <Stack spacing={2}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
            <Typography variant="h2" sx={{ fontSize: '1.15rem', flex: 1 }} id="facebook-connection-title">
              {t('facebook.title')}
            </Typography>
            <Chip
              size="small"
              color={status === 'connected' ? 'success' : status === 'choosing' ? 'info' : 'default'}
              label={t(`facebook.state.${status}`)}
              data-testid="facebook-state"
              data-state={status}
            />
          </Box>
          <Typography variant="body2" color="text.secondary">
            {t('facebook.description')}
          </Typography>
          {failure && (
            <Alert severity="error" onClose={dismiss} data-testid="facebook-error">
              {t(`errors:${failure}`, { defaultValue: t('errors:FACEBOOK_CONNECT_FAILED') })}
            </Alert>
          )}
          {data.expired && (
            <Alert severity="warning" data-testid="facebook-expired">
              {t('errors:FACEBOOK_EXPIRED')}
            </Alert>
          )}
          {login.isError && (
            <Alert severity="error" data-testid="facebook-error">
              {errorMessage(login.error, t('errors:FACEBOOK_CONNECT_FAILED'))}
            </Alert>
          )}
          {data.state === 'connected' && <ConnectionDetails connection={data} />}
          {choosing && (
            <PageChooser
              onChosen={() => {
                setChanging(false);
                dismiss();
              }}
            />
          )}
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            {data.state === 'connected' && !changing && (
              <Button variant="outlined" onClick={() => setChanging(true)} data-testid="facebook-change-page">
                {t('facebook.changePage')}
              </Button>
            )}
            {!choosing && (
              <Button
                variant={data.state === 'connected' ? 'outlined' : 'contained'}
                startIcon={<FacebookIcon />}
                disabled={login.isPending}
                onClick={() => login.mutate()}
                data-testid="facebook-connect"
              >
                {t(data.state === 'connected' || data.expired ? 'facebook.reconnect' : 'facebook.connect')}
              </Button>
            )}
            {(data.state !== 'disconnected' || data.expired) && (
              <Button
                color="error"
                variant="text"
                disabled={disconnect.isPending}
                onClick={() => disconnect.mutate()}
                data-testid="facebook-disconnect"
              >
                {t('facebook.disconnect')}
              </Button>
            )}
          </Box>
        </Stack>
      </CardContent>
    </Card>
  );
}
