import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../../components/RouterLinks';

/** An organization that does not exist, or that the caller may not see (the server answers 404 for both). */
export function OrganizationNotFound() {
  const { t } = useTranslation('organizations');
  return (
    <Alert
      severity="warning"
      data-testid="organization-not-found"
      action={
        <LinkButton to="/organizations" variant="text" color="inherit" size="small">
          {t('notFound.back')}
        </LinkButton>
      }
    >
      <AlertTitle>{t('notFound.title')}</AlertTitle>
      {t('notFound.body')}
    </Alert>
  );
}
