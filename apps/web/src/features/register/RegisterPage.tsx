import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ZRegisterForm, type TRegisterForm } from '@placard/contract';
import { useCsrfToken, useRegisterMutation } from '../../api/register';
import { FormCard } from '../../components/FormCard';
import { useFormMessage } from '../../components/form/formMessage';
import { SubmitButton } from '../../components/form/SubmitButton';
import { EmailField } from '../../components/form/EmailField';
import { FormFieldset } from '../../components/form/FormFieldset';
import { FormTextField } from '../../components/form/FormTextField';
import { NewPasswordField, PasswordField } from '../../components/form/PasswordField';
import { useSubmitWithServerErrors } from '../../components/form/useSubmitWithServerErrors';
import { AppLink } from '../../components/RouterLinks';
import { browserTimeZone } from '../../components/form/timeZones';
import { CountryTimeZoneFields } from './CountryTimeZoneFields';
import { TermsDialog } from './TermsDialog';

const FIELDS = [
  'orgName',
  'orgOwnerName',
  'email',
  'password',
  'passwordRepeat',
  'city',
  'state',
  'country',
  'timezone',
  'terms',
  'promoConsent',
] as const;

/** /register: a new organization and its owner. */
export default function RegisterPage() {
  const { t } = useTranslation('register');
  const translate = useFormMessage();
  const navigate = useNavigate();
  const [termsOpen, setTermsOpen] = useState(false);
  useCsrfToken();
  const register = useRegisterMutation();
  const form = useForm<TRegisterForm, unknown, ReturnType<typeof ZRegisterForm.parse>>({
    resolver: zodResolver(ZRegisterForm),
    defaultValues: {
      orgName: '',
      orgOwnerName: '',
      email: '',
      password: '',
      passwordRepeat: '',
      city: '',
      state: '',
      country: '',
      timezone: browserTimeZone(),
      promoConsent: false,
    },
  });

  const { control } = form;
  const { failure, onSubmit } = useSubmitWithServerErrors(form, {
    fields: FIELDS,
    fallback: t('failed'),
    save: async ({ passwordRepeat: _repeat, ...values }) => {
      const result = await register.mutateAsync(values);
      await navigate(`/register/verify?email=${encodeURIComponent(values.email)}`, {
        state: {
          userType: result.userType,
          organizationName: result.organizationName,
          registered: true,
        },
      });
    },
  });

  return (
    <FormCard title={t('title')} subtitle={t('subtitle')} width={640} testId="register-page">
      <Box component="form" onSubmit={onSubmit} noValidate aria-label={t('title')}>
        <Stack spacing={3}>
          {failure && (
            <Alert severity="error" data-testid="register-error">
              {failure}
            </Alert>
          )}
          <FormFieldset legend={t('sections.organization')}>
            <Grid container spacing={2}>
              <Grid size={{ xs: 12 }}>
                <FormTextField
                  control={control}
                  name="orgName"
                  label={t('fields.orgName')}
                  autoComplete="organization"
                  autoFocus
                  required
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <FormTextField
                  control={control}
                  name="city"
                  label={t('fields.city')}
                  autoComplete="address-level2"
                  required
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <FormTextField
                  control={control}
                  name="state"
                  label={t('fields.state')}
                  autoComplete="address-level1"
                  required
                />
              </Grid>
              <CountryTimeZoneFields
                control={control}
                countryLabel={t('fields.country')}
                timeZoneLabel={t('fields.timezone')}
                timeZoneHelp={t('fields.timezoneHelp')}
                testIdPrefix="register"
              />
            </Grid>
          </FormFieldset>
          <FormFieldset legend={t('sections.owner')}>
            <Grid container spacing={2}>
              <Grid size={{ xs: 12 }}>
                <FormTextField
                  control={control}
                  name="orgOwnerName"
                  label={t('fields.orgOwnerName')}
                  autoComplete="name"
                  required
                />
              </Grid>
              <Grid size={{ xs: 12 }}>
                <EmailField control={control} name="email" label={t('fields.email')} />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <NewPasswordField control={control} name="password" label={t('fields.password')} />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <PasswordField
                  control={control}
                  name="passwordRepeat"
                  label={t('fields.passwordRepeat')}
                  autoComplete="new-password"
                  required
                />
              </Grid>
            </Grid>
          </FormFieldset>
          <Box>
            <Controller
              control={control}
              name="terms"
              render={({ field, fieldState }) => (
                <FormControl error={Boolean(fieldState.error)} required fullWidth>
                  <FormControlLabel
                    control={
                      <Checkbox
                        name={field.name}
                        checked={field.value === true}
                        onChange={(event) => field.onChange(event.target.checked ? true : undefined)}
                        onBlur={field.onBlur}
                        slotProps={{ input: { ref: field.ref } }}
                        data-testid="register-terms"
                      />
                    }
                    label={t('fields.terms')}
                  />
                  <Box sx={{ pl: 4 }}>
                    <Link
                      component="button"
                      type="button"
                      onClick={() => setTermsOpen(true)}
                      data-testid="register-read-terms"
                    >
                      {t('terms.read')}
                    </Link>
                  </Box>
                  {fieldState.error && <FormHelperText>{translate(fieldState.error.message)}</FormHelperText>}
                </FormControl>
              )}
            />
            <Controller
              control={control}
              name="promoConsent"
              render={({ field }) => (
                <FormControlLabel
                  control={
                    <Checkbox
                      name={field.name}
                      checked={field.value === true}
                      onChange={(event) => field.onChange(event.target.checked)}
                      onBlur={field.onBlur}
                      data-testid="register-promo"
                    />
                  }
                  label={t('fields.promoConsent')}
                />
              )}
            />
          </Box>
          <SubmitButton pending={register.isPending} data-testid="register-submit">
            {t('submit')}
          </SubmitButton>
          <Typography sx={{ textAlign: 'center' }} color="text.secondary">
            {t('haveAccount')} <AppLink to="/">{t('auth:login.submit')}</AppLink>
          </Typography>
        </Stack>
      </Box>
      <TermsDialog open={termsOpen} onClose={() => setTermsOpen(false)} />
    </FormCard>
  );
}
