import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import RestartAlt from '@mui/icons-material/RestartAlt';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { WEBSITE_TITLE_MAX_LENGTH, ZUpdateWebsiteTitleRequest } from '@placard/contract';
import { useResetThemeMutation, useWebsiteTitleMutation } from '../../api/theme';
import { applyServerFieldErrors, errorMessage, hasFieldErrors } from '../../components/form/formMessage';
import { FormTextField } from '../../components/form/FormTextField';
import { SectionCard } from '../../components/SectionCard';

interface WebsiteTitleCardProps {
  organizationId: number;
  title: string | null;
  /** whether the caller's licence includes a custom title */
  licensed: boolean;
  readOnly: boolean;
  onSaved: (message: string) => void;
}

/** The browser tab's title for the organization's users (POST updateWebsiteTitle). */
export function WebsiteTitleCard({
  organizationId,
  title,
  licensed,
  readOnly,
  onSaved,
}: WebsiteTitleCardProps) {
  const { t } = useTranslation('theme');
  const update = useWebsiteTitleMutation(organizationId);
  const reset = useResetThemeMutation(organizationId);
  const {
    control,
    handleSubmit,
    setError,
    formState,
    reset: resetForm,
  } = useForm({
    resolver: zodResolver(ZUpdateWebsiteTitleRequest),
    values: { title: title ?? '' },
  });

  const onSubmit = handleSubmit((values) =>
    update.mutateAsync(values).then(
      (saved) => {
        resetForm({ title: saved.title });
        onSaved(t('title.saved'));
      },
      (error: unknown) => {
        applyServerFieldErrors(error, setError, ['title']);
      },
    ),
  );

  const failure = update.isError && !hasFieldErrors(update.error, ['title']) ? update.error : reset.error;

  return (
    <SectionCard title={t('title.title')} description={t('title.description')} testId="theme-website-title">
      {!licensed ? (
        <Alert severity="info" data-testid="website-title-unlicensed">
          {t('title.unlicensed')}
        </Alert>
      ) : (
        <Box component="form" noValidate onSubmit={onSubmit} aria-label={t('title.title')}>
          <Stack spacing={2}>
            <FormTextField
              control={control}
              name="title"
              label={t('title.label')}
              helperText={t('title.help', { max: WEBSITE_TITLE_MAX_LENGTH })}
              disabled={readOnly}
              slotProps={{
                htmlInput: { 'data-testid': 'website-title-input', maxLength: WEBSITE_TITLE_MAX_LENGTH },
              }}
            />
            {failure && (
              <Alert severity="error" data-testid="website-title-error">
                {errorMessage(failure, t('errors.saveFailed'))}
              </Alert>
            )}
            {!readOnly && (
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
                <Button
                  type="submit"
                  loading={update.isPending}
                  disabled={!formState.isDirty}
                  data-testid="website-title-save"
                >
                  {t('title.save')}
                </Button>
                <Button
                  variant="text"
                  startIcon={<RestartAlt />}
                  disabled={!title}
                  loading={reset.isPending}
                  onClick={() =>
                    reset.mutate(['websiteTitle'], {
                      onSuccess: () => {
                        resetForm({ title: '' });
                        onSaved(t('title.resetDone'));
                      },
                    })
                  }
                  data-testid="theme-reset-websiteTitle"
                >
                  {t('reset')}
                </Button>
              </Box>
            )}
          </Stack>
        </Box>
      )}
    </SectionCard>
  );
}
