import Alert from '@mui/material/Alert';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { UsersManager } from './UsersManager';

/** /organizations/:orgId/users: the users of that organization (the caller's own or a sub-organization). */
export default function OrganizationUsersTab() {
  const { t } = useTranslation('users');
  const { orgId } = useParams();
  const organizationId = Number(orgId);
  if (!Number.isInteger(organizationId) || organizationId <= 0) {
    return <Alert severity="error">{t('errors.badOrganization')}</Alert>;
  }
  return <UsersManager key={organizationId} organizationId={organizationId} />;
}
