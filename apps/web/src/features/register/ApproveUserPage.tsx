import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ZApproveUserRequest } from '@placard/contract';
import { useApproveUserMutation } from '../../api/register';
import { FormCard } from '../../components/FormCard';
import { errorMessage } from '../../components/form/formMessage';
import { OutcomeCard } from '../../components/OutcomeCard';

/** /register/user/approve: an organization owner approves a user who joined with the organization's domain. */
export default function ApproveUserPage() {
  const { t } = useTranslation('register');
  const [params] = useSearchParams();
  const request = ZApproveUserRequest.safeParse({
    email: params.get('email') ?? '',
    code: params.get('code') ?? '',
  });
  const approve = useApproveUserMutation();

  if (!request.success) {
    return (
      <FormCard title={t('approve.title')} testId="approve-page">
        <Alert severity="error" data-testid="approve-invalid">
          {t('approve.invalidLink')}
        </Alert>
      </FormCard>
    );
  }

  if (approve.isSuccess) {
    return (
      <OutcomeCard
        title={t('approve.doneTitle')}
        testId="approve-page"
        tone="success"
        action={{ to: '/home', label: t('approve.toDashboard') }}
      >
        <Typography data-testid="approve-success">
          {t('approve.done', { fullname: approve.data.fullname })}
        </Typography>
      </OutcomeCard>
    );
  }

  return (
    <FormCard title={t('approve.title')} testId="approve-page">
      <Stack spacing={2.5}>
        <Typography>{t('approve.body', { email: request.data.email })}</Typography>
        {approve.isError && (
          <Alert severity="error" data-testid="approve-error">
            {errorMessage(approve.error, t('common:loadFailed'))}
          </Alert>
        )}
        <Button
          size="large"
          fullWidth
          loading={approve.isPending}
          onClick={() => approve.mutate(request.data)}
          data-testid="approve-submit"
        >
          {t('approve.submit')}
        </Button>
      </Stack>
    </FormCard>
  );
}
