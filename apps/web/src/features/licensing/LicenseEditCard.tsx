import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { Controller, useForm, useWatch, type Control } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import {
  LICENSE_FLAGS,
  type LicensePackage,
  type TLicenseInfo,
  type TOutsideServiceState,
  type TPackageInfo,
} from '@placard/contract';
import { licensingApi, useUpdateLicenseMutation } from '../../api/licensing';
import { useOutsideServices } from '../../api/mediaProviders';
import { useLicensePackages } from '../../api/organizations';
import { queryKeys } from '../../api/queryKeys';
import { isApiError } from '../../api/client';
import { applyServerFieldErrors, errorMessage } from '../../components/form/formMessage';
import { FormTextField } from '../../components/form/FormTextField';
import { FormFieldset } from '../../components/form/FormFieldset';
import { SectionCard } from '../../components/SectionCard';
import { SuccessSnackbar } from '../../components/SuccessSnackbar';
import { LicenseLimitInput } from './LicenseLimitInput';
import { ServiceSetupNotes } from './ServiceSetupNote';
import {
  DAYS_LIMIT,
  exceedsDeviceLimit,
  licenseFormFromInfo,
  licenseFormFromPackage,
  licenseFormSchema,
  licenseUpdateRequest,
  LIMIT_FIELDS,
  SUB_ORG_ACCESS_OPTIONS,
  toDateInput,
  type TLicenseForm,
  type TLicenseFormData,
} from './licenseForm';

const SERVER_FIELDS = [
  'package',
  'numDevices',
  'numUsers',
  'interactiveDeviceLimit',
  'validityDays',
  'validityExpiresAt',
] as const;

type FormControlType = Control<TLicenseForm, unknown, TLicenseFormData>;

/** A switch of the licence with what it grants. */
function FlagSwitch({
  control,
  name,
  services,
}: {
  control: FormControlType;
  name: (typeof LICENSE_FLAGS)[number];
  /** how the server is set up for the outside services (those of this switch are told under it) */
  services: readonly TOutsideServiceState[];
}) {
  const { t } = useTranslation('licensing');
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormControlLabel
          sx={{ alignItems: 'flex-start', m: 0, gap: 1 }}
          control={
            <Switch
              checked={field.value}
              onChange={(_event, checked) => field.onChange(checked)}
              onBlur={field.onBlur}
              slotProps={{
                input: {
                  ref: field.ref,
                  'aria-describedby': `license-flag-${name}-help`,
                  // @ts-expect-error data attributes are passed through to the input
                  'data-testid': `license-flag-${name}`,
                },
              }}
            />
          }
          label={
            <Box sx={{ pt: 0.75 }}>
              <Typography sx={{ fontWeight: 600 }}>{t(`switches.${name}.label`)}</Typography>
              <Typography variant="body2" color="text.secondary" id={`license-flag-${name}-help`}>
                {t(`switches.${name}.description`)}
              </Typography>
              <ServiceSetupNotes services={services} name={name} />
            </Box>
          }
        />
      )}
    />
  );
}

/** Changes an organization's licence (POST /license/update); only a parent with full access sees it. */
export function LicenseEditCard({ info }: { info: TLicenseInfo }) {
  const { t } = useTranslation('licensing');
  const queryClient = useQueryClient();
  const packages = useLicensePackages();
  const services = useOutsideServices(true).data?.services ?? [];
  const update = useUpdateLicenseMutation(info.organizationId);
  const [saved, setSaved] = useState(false);
  const [loadingPackage, setLoadingPackage] = useState(false);
  const schema = useMemo(() => licenseFormSchema(), []);
  const values = useMemo(() => licenseFormFromInfo(info), [info]);
  const { control, handleSubmit, setError, reset, getValues, formState } = useForm<
    TLicenseForm,
    unknown,
    TLicenseFormData
  >({
    resolver: zodResolver(schema),
    values,
    mode: 'onChange',
  });
  const watched = useWatch({ control });
  const durationMode = watched.durationMode ?? values.durationMode;
  const exceeded = exceedsDeviceLimit({ ...values, ...watched });

  const choosePackage = async (pkg: LicensePackage) => {
    setLoadingPackage(true);
    const fromList = packages.data?.find((entry) => entry.type === pkg);
    let defaults: TPackageInfo | undefined;
    try {
      defaults = await queryClient.fetchQuery({
        queryKey: queryKeys.licensePackage(pkg),
        queryFn: () => licensingApi.packageInfo(pkg),
        staleTime: 10 * 60_000,
      });
    } catch {
      defaults = fromList;
    } finally {
      setLoadingPackage(false);
    }
    const current = { ...getValues(), package: pkg };
    reset(defaults ? licenseFormFromPackage(defaults, current) : current, { keepDefaultValues: true });
  };

  const onSubmit = handleSubmit((data) =>
    update.mutateAsync(licenseUpdateRequest(info.organizationId, data)).then(
      () => setSaved(true),
      (error: unknown) => {
        // The end date stands for the duration while it is chosen instead of days.
        if (isApiError(error) && getValues('durationMode') === 'date' && error.fields.validityDays) {
          error.fields.validityExpiresAt ??= error.fields.validityDays;
        }
        applyServerFieldErrors(error, setError, SERVER_FIELDS);
      },
    ),
  );

  const packageOptions = packages.data?.map((entry) => entry.type) ?? [info.package];

  return (
    <SectionCard title={t('edit.title')} description={t('edit.description')} testId="license-edit">
      <Box component="form" onSubmit={onSubmit} noValidate aria-label={t('edit.title')}>
        <Stack spacing={3}>
          <Controller
            control={control}
            name="package"
            render={({ field }) => (
              <TextField
                select
                label={t('edit.package')}
                value={field.value}
                onChange={(event) => {
                  const pkg = event.target.value as LicensePackage;
                  field.onChange(pkg);
                  void choosePackage(pkg);
                }}
                onBlur={field.onBlur}
                inputRef={field.ref}
                helperText={loadingPackage ? t('edit.loadingPackage') : t('edit.packageHelp')}
                slotProps={{
                  select: { SelectDisplayProps: { 'data-testid': 'license-package' } as object },
                  input: {
                    endAdornment: loadingPackage ? (
                      <CircularProgress size={18} sx={{ mr: 3 }} aria-label={t('edit.loadingPackage')} />
                    ) : undefined,
                  },
                }}
                sx={{ maxWidth: { sm: 420 } }}
              >
                {packageOptions.map((pkg) => (
                  <MenuItem key={pkg} value={pkg} data-testid={`license-package-${pkg}`}>
                    {t(`packages.${pkg}`)}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />

          <FormFieldset legend={t('edit.limits')}>
            <Grid container spacing={2}>
              {LIMIT_FIELDS.map((limit) => (
                <Grid key={limit.field} size={{ xs: 12, md: 4 }}>
                  <LicenseLimitInput control={control} limit={limit} />
                </Grid>
              ))}
            </Grid>
            {exceeded && !formState.errors.interactiveDeviceLimit && (
              <Alert severity="error" sx={{ mt: 2 }} data-testid="license-exceeded">
                {t('errors:DEVICE_LIMIT_EXCEEDED')}
              </Alert>
            )}
          </FormFieldset>

          <FormFieldset legend={t('edit.duration')} legendGap={1}>
            <Controller
              control={control}
              name="durationMode"
              render={({ field }) => (
                <RadioGroup
                  row
                  value={field.value}
                  onChange={(_event, value) => field.onChange(value)}
                  aria-label={t('edit.duration')}
                  sx={{ mb: 1.5 }}
                >
                  <FormControlLabel
                    value="days"
                    control={<Radio slotProps={{ input: { 'aria-describedby': 'license-duration-help' } }} />}
                    label={t('edit.byDays')}
                    data-testid="license-duration-days"
                  />
                  <FormControlLabel
                    value="date"
                    control={<Radio />}
                    label={t('edit.byDate')}
                    data-testid="license-duration-date"
                  />
                </RadioGroup>
              )}
            />
            <Box sx={{ maxWidth: { sm: 420 } }}>
              {durationMode === 'days' ? (
                <LicenseLimitInput control={control} limit={DAYS_LIMIT} />
              ) : (
                <FormTextField
                  control={control}
                  name="validityExpiresAt"
                  type="date"
                  label={t('edit.endDate')}
                  helperText={t('edit.endDateHelp')}
                  required
                  slotProps={{
                    inputLabel: { shrink: true },
                    htmlInput: { min: toDateInput(new Date()), 'data-testid': 'license-end-date' },
                  }}
                />
              )}
            </Box>
          </FormFieldset>

          <Divider />

          <FormFieldset legend={t('subOrgAccess.title')} legendGap={0.5}>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
              {t('subOrgAccess.description')}
            </Typography>
            <Controller
              control={control}
              name="subOrgUpdateAccess"
              render={({ field }) => (
                <FormControl>
                  <FormLabel id="license-sub-org-access-label" sx={{ position: 'absolute', left: -10000 }}>
                    {t('subOrgAccess.title')}
                  </FormLabel>
                  <RadioGroup
                    aria-labelledby="license-sub-org-access-label"
                    value={String(field.value)}
                    onChange={(_event, value) => field.onChange(Number(value))}
                  >
                    {SUB_ORG_ACCESS_OPTIONS.map((level) => (
                      <FormControlLabel
                        key={level}
                        value={String(level)}
                        sx={{ alignItems: 'flex-start', mb: 1 }}
                        control={
                          <Radio
                            slotProps={{ input: { 'aria-describedby': `license-access-${level}-help` } }}
                          />
                        }
                        data-testid={`license-sub-org-access-${level}`}
                        label={
                          <Box sx={{ pt: 1 }}>
                            <Typography sx={{ fontWeight: 600 }}>
                              {t(`subOrgAccess.${level}.label`)}
                            </Typography>
                            <Typography
                              variant="body2"
                              color="text.secondary"
                              id={`license-access-${level}-help`}
                            >
                              {t(`subOrgAccess.${level}.description`)}
                            </Typography>
                          </Box>
                        }
                      />
                    ))}
                  </RadioGroup>
                </FormControl>
              )}
            />
          </FormFieldset>

          <FormFieldset legend={t('edit.features')} legendGap={1.5}>
            <Grid container spacing={2}>
              {LICENSE_FLAGS.map((flag) => (
                <Grid key={flag} size={{ xs: 12, md: 6 }}>
                  <FlagSwitch control={control} name={flag} services={services} />
                </Grid>
              ))}
            </Grid>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
              {t('edit.addonsHint')}
            </Typography>
          </FormFieldset>

          {update.isError && (
            <Alert severity="error" data-testid="license-save-error">
              {errorMessage(update.error, t('common:loadFailed'))}
            </Alert>
          )}
          <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
            <Button
              type="submit"
              loading={update.isPending}
              disabled={loadingPackage}
              data-testid="license-save"
            >
              {t('edit.save')}
            </Button>
            {formState.isDirty && (
              <Button variant="text" onClick={() => reset(values)} data-testid="license-reset">
                {t('edit.reset')}
              </Button>
            )}
          </Box>
        </Stack>
      </Box>
      <SuccessSnackbar
        message={saved ? t('edit.saved') : null}
        onClose={() => setSaved(false)}
        testId="license-saved"
      />
    </SectionCard>
  );
}
