import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isReadOnly } from '@placard/contract';
import { useAlertList } from '../../../api/alerts';
import { useSession } from '../../../app/session';
import { LoadFailed } from '../../../components/LoadFailed';
import { LinkButton } from '../../../components/RouterLinks';
import { idParam } from '../../devices/paths';
import { ALERTS_LIST_PATH } from '../paths';
import { AlertForm } from './AlertForm';
import { alertToForm, emptyAlertForm } from './alertForm';

/** /alerts/create: a new alert; with ?id= the form is filled in with that alert, to change it. */
export default function AlertFormPage() {
  const { t } = useTranslation('alerts');
  const session = useSession();
  const readOnly = isReadOnly(session.licenseStatus);
  const [params] = useSearchParams();
  const raw = params.get('id');
  const id = raw === null ? null : idParam(raw);
  const list = useAlertList({ enabled: raw !== null });

  if (raw === null)
    return <AlertForm key="new" initial={emptyAlertForm()} editing={null} readOnly={readOnly} />;
  if (list.isPending && id !== null) return <Skeleton variant="rounded" height={480} />;
  if (list.isError) return <LoadFailed message={t('loadFailed')} onRetry={() => void list.refetch()} />;
  const alert = list.data?.results.find((candidate) => candidate.id === id);
  const problem = !alert || alert.readOnly ? 'notFound' : alert.state === 'active' ? 'active' : null;
  if (!alert || problem) {
    return (
      <Alert
        severity={problem === 'active' ? 'warning' : 'info'}
        data-testid="alert-form-unavailable"
        action={
          <LinkButton to={ALERTS_LIST_PATH} variant="text" color="inherit" size="small">
            {t('form.backToList')}
          </LinkButton>
        }
      >
        {t(problem === 'active' ? 'form.activeNoEdit' : 'form.notFound')}
      </Alert>
    );
  }
  return <AlertForm key={alert.id} initial={alertToForm(alert)} editing={alert} readOnly={readOnly} />;
}
