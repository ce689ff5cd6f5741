import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import AddCircleOutlined from '@mui/icons-material/AddCircleOutlined';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ZAddCreditsRequest, type TAddCreditsRequest } from '@placard/contract';
import { useAddCreditsMutation, useCredits } from '../../api/licensing';
import { applyServerFieldErrors, errorMessage, hasFieldErrors } from '../../components/form/formMessage';
import { FormTextField } from '../../components/form/FormTextField';
import { LoadFailed } from '../../components/LoadFailed';
import { SectionCard } from '../../components/SectionCard';
import { SuccessSnackbar } from '../organizations/SuccessSnackbar';
import { formatNumber } from './format';
import { parseWholeNumber } from './numbers';

/** The dialog's text field, checked by the contract's ZAddCreditsRequest. */
const ZAddCreditsForm = z
  .object({ numberOfCredits: z.string() })
  .transform((values, ctx): TAddCreditsRequest => {
    const result = ZAddCreditsRequest.safeParse({
      numberOfCredits: parseWholeNumber(values.numberOfCredits),
    });
    if (result.success) return result.data;
    for (const issue of result.error.issues) {
      ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    }
    return z.NEVER;
  });

function AddCreditsDialog({
  organizationId,
  organizationName,
  open,
  onClose,
  onAdded,
}: {
  organizationId: number;
  organizationName: string;
  open: boolean;
  onClose: () => void;
  onAdded: () => void;
}) {
  const { t } = useTranslation('licensing');
  const add = useAddCreditsMutation(organizationId);
  const { control, handleSubmit, setError, reset } = useForm<
    { numberOfCredits: string },
    unknown,
    TAddCreditsRequest
  >({
    resolver: zodResolver(ZAddCreditsForm),
    defaultValues: { numberOfCredits: '' },
  });
  const close = () => {
    reset();
    add.reset();
    onClose();
  };
  const onSubmit = handleSubmit((body) =>
    add.mutateAsync(body).then(
      () => {
        reset();
        onAdded();
      },
      (error: unknown) => {
        applyServerFieldErrors(error, setError, ['numberOfCredits']);
      },
    ),
  );
  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="xs" aria-labelledby="credits-add-title">
      <Box component="form" onSubmit={onSubmit} noValidate>
        <DialogTitle id="credits-add-title">
          {t('credits.dialogTitle', { organization: organizationName })}
        </DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t('credits.dialogText')}</DialogContentText>
          <FormTextField
            control={control}
            name="numberOfCredits"
            label={t('credits.number')}
            required
            autoFocus
            slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': 'credits-number' } }}
          />
          {add.isError && !hasFieldErrors(add.error, ['numberOfCredits']) && (
            <Alert severity="error" sx={{ mt: 2 }} data-testid="credits-add-error">
              {errorMessage(add.error, t('common:loadFailed'))}
            </Alert>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button variant="text" onClick={close}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" loading={add.isPending} data-testid="credits-add-confirm">
            {t('credits.confirm')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

function Stat({
  label,
  value,
  testId,
  emphasis,
}: {
  label: string;
  value: string;
  testId: string;
  emphasis?: boolean;
}) {
  return (
    <Box
      sx={{
        p: 1.5,
        borderRadius: 2,
        bgcolor: emphasis ? 'action.selected' : 'action.hover',
        minWidth: 0,
      }}
    >
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontSize: '1.5rem', fontWeight: 700 }} data-testid={testId}>
        {value}
      </Typography>
    </Box>
  );
}

/** Credits of an organization (they pay for the AI assistant), and adding some for it. */
export function CreditsCard({
  organizationId,
  organizationName,
  canAdd,
}: {
  organizationId: number;
  organizationName: string;
  canAdd: boolean;
}) {
  const { t, i18n } = useTranslation('licensing');
  const credits = useCredits(organizationId);
  const [open, setOpen] = useState(false);
  const [added, setAdded] = useState(false);
  const format = (value: number) => formatNumber(value, i18n.language);

  return (
    <SectionCard title={t('credits.title')} description={t('credits.description')} testId="credits-card">
      {credits.isPending && <Skeleton variant="rounded" height={84} />}
      {credits.isError && <LoadFailed onRetry={() => void credits.refetch()} />}
      {credits.data && (
        <Box
          component="dl"
          sx={{ m: 0, display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' }}
        >
          <Stat label={t('credits.total')} value={format(credits.data.totalCredits)} testId="credits-total" />
          <Stat label={t('credits.used')} value={format(credits.data.usedCredits)} testId="credits-used" />
          <Stat
            label={t('credits.remaining')}
            value={format(Math.max(0, credits.data.totalCredits - credits.data.usedCredits))}
            testId="credits-remaining"
            emphasis
          />
        </Box>
      )}
      {canAdd && (
        <Box sx={{ mt: 2 }}>
          <Button
            variant="outlined"
            startIcon={<AddCircleOutlined />}
            onClick={() => setOpen(true)}
            data-testid="credits-add"
          >
            {t('credits.add')}
          </Button>
        </Box>
      )}
      <AddCreditsDialog
        organizationId={organizationId}
        organizationName={organizationName}
        open={open}
        onClose={() => setOpen(false)}
        onAdded={() => {
          setOpen(false);
          setAdded(true);
        }}
      />
      <SuccessSnackbar
        message={added ? t('credits.added') : null}
        onClose={() => setAdded(false)}
        testId="credits-added"
      />
    </SectionCard>
  );
}
