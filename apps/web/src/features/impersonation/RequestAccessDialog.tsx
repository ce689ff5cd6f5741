import { useMemo } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  ZImpersonationRequestBody,
  type TImpersonationRequest,
  type TImpersonationRequestBody,
} from '@placard/contract';
import { useDirectSubOrganizations, useRequestImpersonationMutation } from '../../api/impersonation';
import {
  applyServerFieldErrors,
  errorMessage,
  hasFieldErrors,
  useFormMessage,
} from '../../components/form/formMessage';
import { LoadFailed } from '../../components/LoadFailed';
import { parseWholeNumber } from '../licensing/numbers';
import { requestedOrganizations } from './requestActions';

/** The select holds the id as text; the contract's schema checks the number. */
const ZRequestForm = z
  .object({ recipientOrganizationId: z.string() })
  .transform((values, ctx): TImpersonationRequestBody => {
    const result = ZImpersonationRequestBody.safeParse({
      recipientOrganizationId: parseWholeNumber(values.recipientOrganizationId),
    });
    if (result.success) return result.data;
    for (const issue of result.error.issues) {
      ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    }
    return z.NEVER;
  });

/** Asks a direct sub-organization's owner for consent to act as it. */
export function RequestAccessDialog({
  organizationId,
  open,
  sent,
  onClose,
  onSent,
}: {
  organizationId: number;
  open: boolean;
  sent: readonly TImpersonationRequest[];
  onClose: () => void;
  onSent: (request: TImpersonationRequest) => void;
}) {
  const { t } = useTranslation('impersonation');
  const translate = useFormMessage();
  const candidates = useDirectSubOrganizations(organizationId, open);
  const request = useRequestImpersonationMutation();
  const requested = useMemo(() => requestedOrganizations(sent), [sent]);
  const { control, handleSubmit, setError, reset } = useForm<
    { recipientOrganizationId: string },
    unknown,
    TImpersonationRequestBody
  >({
    resolver: zodResolver(ZRequestForm),
    defaultValues: { recipientOrganizationId: '' },
  });
  const close = () => {
    reset();
    request.reset();
    onClose();
  };
  const onSubmit = handleSubmit((body) =>
    request.mutateAsync(body).then(
      (created) => {
        reset();
        onSent(created);
      },
      (error: unknown) => {
        applyServerFieldErrors(error, setError, ['recipientOrganizationId']);
      },
    ),
  );
  const organizations = [...(candidates.data ?? [])].sort((a, b) => a.name.localeCompare(b.name));
  const noCandidates = candidates.isSuccess && organizations.length === 0;

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="impersonation-request-title">
      <Box component="form" onSubmit={onSubmit} noValidate>
        <DialogTitle id="impersonation-request-title">{t('request.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t('request.text')}</DialogContentText>
          {candidates.isPending && <Skeleton variant="rounded" height={56} />}
          {candidates.isError && <LoadFailed onRetry={() => void candidates.refetch()} />}
          {noCandidates && (
            <Alert severity="info" data-testid="impersonation-no-candidates">
              {t('request.noCandidates')}
            </Alert>
          )}
          {organizations.length > 0 && (
            <Controller
              control={control}
              name="recipientOrganizationId"
              render={({ field, fieldState }) => (
                <TextField
                  select
                  required
                  label={t('request.recipient')}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                  error={Boolean(fieldState.error)}
                  helperText={translate(fieldState.error?.message) ?? t('request.recipientHelp')}
                  slotProps={{
                    select: { SelectDisplayProps: { 'data-testid': 'impersonation-recipient' } as object },
                  }}
                >
                  {organizations.map((organization) => {
                    const state = requested.get(organization.id);
                    return (
                      <MenuItem
                        key={organization.id}
                        value={String(organization.id)}
                        disabled={state !== undefined}
                        data-testid={`impersonation-recipient-${organization.id}`}
                      >
                        {state
                          ? t(`request.already.${state}`, { organization: organization.name })
                          : organization.name}
                      </MenuItem>
                    );
                  })}
                </TextField>
              )}
            />
          )}
          {request.isError && !hasFieldErrors(request.error, ['recipientOrganizationId']) && (
            <Alert severity="error" sx={{ mt: 2 }} data-testid="impersonation-request-error">
              {errorMessage(request.error, t('common:loadFailed'))}
            </Alert>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button variant="text" onClick={close}>
            {t('actions.cancel')}
          </Button>
          <Button
            type="submit"
            loading={request.isPending}
            disabled={organizations.length === 0}
            data-testid="impersonation-request-send"
          >
            {t('request.send')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
