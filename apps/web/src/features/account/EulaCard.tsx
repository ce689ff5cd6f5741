import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { useMe } from '../../api/users';
import { useSession } from '../../app/session';
import { AppLink, LinkButton } from '../../components/RouterLinks';
import { SectionCard } from '../../components/SectionCard';

export function formatDateTime(iso: string, language: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : new Intl.DateTimeFormat(language, { dateStyle: 'long', timeStyle: 'short' }).format(date);
}

/** Whether the user accepted the end-user licence agreement, with links to the legal texts. */
export function EulaCard() {
  const { t, i18n } = useTranslation('account');
  const session = useSession();
  const me = useMe();
  const accepted = me.data?.eula ?? session.isEulaAgreed;
  const acceptedAt = me.data?.eulaAcceptedAt;

  return (
    <SectionCard title={t('legal.title')} description={t('legal.description')} testId="account-eula">
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        {accepted ? (
          <Alert severity="success" sx={{ width: '100%' }} data-testid="account-eula-accepted">
            {acceptedAt
              ? t('eula.acceptedOn', { date: formatDateTime(acceptedAt, i18n.language) })
              : t('eula.accepted')}
          </Alert>
        ) : (
          <Alert severity="info" sx={{ width: '100%' }} data-testid="account-eula-pending">
            {t('eula.notAccepted')}
          </Alert>
        )}
        <LinkButton
          to="/account?section=eula"
          variant={accepted ? 'outlined' : 'contained'}
          data-testid="account-eula-open"
        >
          {accepted ? t('eula.read') : t('eula.readAndAccept')}
        </LinkButton>
        <AppLink to="/account?section=privacy-policy" data-testid="account-privacy-link">
          {t('legal.privacyPolicy')}
        </AppLink>
        <AppLink to="/help/releasenotes" data-testid="account-release-notes-link">
          {t('legal.releaseNotes')}
        </AppLink>
      </Stack>
    </SectionCard>
  );
}
