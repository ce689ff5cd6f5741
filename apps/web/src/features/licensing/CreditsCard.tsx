import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import AddCircleOutlined from '@mui/icons-material/AddCircleOutlined';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ZAddCreditsRequest, type TAddCreditsRequest } from '@placard/contract';
import { useAddCreditsMutation, useCredits } from '../../api/licensing';
import { checkWithContract } from '../../components/form/checkWithContract';
import { FormTextField } from '../../components/form/FormTextField';
import { useSubmitWithServerErrors } from '../../components/form/useSubmitWithServerErrors';
import { FormDialog } from '../../components/FormDialog';
import { LoadFailed } from '../../components/LoadFailed';
import { LinkButton } from '../../components/RouterLinks';
import { SectionCard } from '../../components/SectionCard';
import { SuccessSnackbar } from '../../components/SuccessSnackbar';
import { formatNumber } from '../../components/format';
import { parseWholeNumber } from '../../components/form/numbers';
import { useSession } from '../../app/session';

/** The dialog's text field, checked by the contract's ZAddCreditsRequest. */
const ZAddCreditsForm = z
  .object({ numberOfCredits: z.string() })
  .transform((values, ctx) =>
    checkWithContract(ZAddCreditsRequest, { numberOfCredits: parseWholeNumber(values.numberOfCredits) }, ctx),
  );

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
  const form = useForm<{ numberOfCredits: string }, unknown, TAddCreditsRequest>({
    resolver: zodResolver(ZAddCreditsForm),
    defaultValues: { numberOfCredits: '' },
  });
  const { failure, setFailure, onSubmit } = useSubmitWithServerErrors(form, {
    fields: ['numberOfCredits'],
    fallback: t('common:loadFailed'),
    save: async (body) => {
      await add.mutateAsync(body);
      form.reset();
      onAdded();
    },
  });
  const close = () => {
    form.reset();
    setFailure(null);
    add.reset();
    onClose();
  };
  return (
    <FormDialog
      open={open}
      onClose={close}
      titleId="credits-add-title"
      title={t('credits.dialogTitle', { organization: organizationName })}
      text={t('credits.dialogText')}
      maxWidth="xs"
      onSubmit={onSubmit}
      failure={failure}
      failureTestId="credits-add-error"
      pending={add.isPending}
      cancelLabel={t('actions.cancel')}
      submitLabel={t('credits.confirm')}
      submitTestId="credits-add-confirm"
    >
      <FormTextField
        control={form.control}
        name="numberOfCredits"
        label={t('credits.number')}
        required
        autoFocus
        slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': 'credits-number' } }}
      />
    </FormDialog>
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
  const session = useSession();
  const own = organizationId === session.organizationId;

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
      <Box sx={{ mt: 2, display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
        {canAdd && (
          <Button
            variant="outlined"
            startIcon={<AddCircleOutlined />}
            onClick={() => setOpen(true)}
            data-testid="credits-add"
          >
            {t('credits.add')}
          </Button>
        )}
        <LinkButton
          to={own ? '/credits' : `/credits?organization=${organizationId}`}
          variant="text"
          startIcon={<HistoryOutlined />}
          data-testid="credits-history-link"
        >
          {t('credits.history')}
        </LinkButton>
      </Box>
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
