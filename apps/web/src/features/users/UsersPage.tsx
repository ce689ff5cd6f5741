import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../app/session';
import { PageHeader } from '../../components/PageHeader';
import { UsersManager } from './UsersManager';

/** /users: the users of the caller's organization. */
export default function UsersPage() {
  const { t } = useTranslation('users');
  const session = useSession();
  return (
    <Box data-testid="users-page">
      <PageHeader
        title={t('page.title')}
        subtitle={t('page.subtitle', { organization: session.organizationName })}
      />
      <UsersManager />
    </Box>
  );
}
