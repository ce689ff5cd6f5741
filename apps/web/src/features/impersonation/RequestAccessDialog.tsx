import { useMemo } from 'react';
import Alert from '@mui/material/Alert';
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
import { checkWithContract } from '../../components/form/checkWithContract';
import { useFormMessage } from '../../components/form/formMessage';
import { useSubmitWithServerErrors } from '../../components/form/useSubmitWithServerErrors';
import { FormDialog } from '../../components/FormDialog';
import { LoadFailed } from '../../components/LoadFailed';
import { parseWholeNumber } from '../../components/form/numbers';
import { requestedOrganizations } from './requestActions';

/** The select holds the id as text; the contract's schema checks the number. */
const ZRequestForm = z
  .object({ recipientOrganizationId: z.string() })
  .transform((values, ctx) =>
    checkWithContract(
      ZImpersonationRequestBody,
      { recipientOrganizationId: parseWholeNumber(values.recipientOrganizationId) },
      ctx,
    ),
  );

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
  const form = useForm<{ recipientOrganizationId: string }, unknown, TImpersonationRequestBody>({
    resolver: zodResolver(ZRequestForm),
    defaultValues: { recipientOrganizationId: '' },
  });
  const { failure, setFailure, onSubmit } = useSubmitWithServerErrors(form, {
    fields: ['recipientOrganizationId'],
    fallback: t('common:loadFailed'),
    save: async (body) => {
      const created = await request.mutateAsync(body);
      form.reset();
      onSent(created);
    },
  });
  const close = () => {
    form.reset();
    setFailure(null);
    request.reset();
    onClose();
  };
  const organizations = [...(candidates.data ?? [])].sort((a, b) => a.name.localeCompare(b.name));
  const noCandidates = candidates.isSuccess && organizations.length === 0;

  return (
    <FormDialog
      open={open}
      onClose={close}
      titleId="impersonation-request-title"
      title={t('request.title')}
      text={t('request.text')}
      maxWidth="sm"
      onSubmit={onSubmit}
      failure={failure}
      failureTestId="impersonation-request-error"
      pending={request.isPending}
      cancelLabel={t('actions.cancel')}
      submitLabel={t('request.send')}
      submitTestId="impersonation-request-send"
      submitDisabled={organizations.length === 0}
    >
      {candidates.isPending && <Skeleton variant="rounded" height={56} />}
      {candidates.isError && <LoadFailed onRetry={() => void candidates.refetch()} />}
      {noCandidates && (
        <Alert severity="info" data-testid="impersonation-no-candidates">
          {t('request.noCandidates')}
        </Alert>
      )}
      {organizations.length > 0 && (
        <Controller
          control={form.control}
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
    </FormDialog>
  );
}
