import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { ZSetNameRequest } from '@placard/contract';
import { useSetNameMutation } from '../../api/users';
import { useSession } from '../../app/session';
import { applyServerFieldErrors, errorMessage } from '../../components/form/formMessage';
import { FormTextField } from '../../components/form/FormTextField';
import { SectionCard } from '../../components/SectionCard';

/** The user's display name (POST /users/setName). */
export function NameCard() {
  const { t } = useTranslation('account');
  const session = useSession();
  const setName = useSetNameMutation();
  const { control, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(ZSetNameRequest),
    values: { name: session.name },
  });

  const onSubmit = handleSubmit((values) =>
    setName.mutateAsync(values).then(
      () => undefined,
      (error: unknown) => {
        applyServerFieldErrors(error, setError, ['name']);
      },
    ),
  );

  return (
    <SectionCard title={t('name.title')} description={t('name.description')} testId="account-name">
      <Box component="form" onSubmit={onSubmit} noValidate aria-label={t('name.title')}>
        <Stack spacing={2}>
          <FormTextField control={control} name="name" label={t('name.label')} autoComplete="name" required />
          {setName.isSuccess && !formState.isDirty && (
            <Alert severity="success" data-testid="account-name-saved">
              {t('name.saved')}
            </Alert>
          )}
          {setName.isError && (
            <Alert severity="error">{errorMessage(setName.error, t('common:loadFailed'))}</Alert>
          )}
          <Box>
            <Button type="submit" loading={setName.isPending} data-testid="account-name-submit">
              {t('save')}
            </Button>
          </Box>
        </Stack>
      </Box>
    </SectionCard>
  );
}
