import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { PRICING_ITEMS, ZPricingEntry, type TPricing, type TPricingEntry } from '@placard/contract';
import { isApiError } from '../../api/client';
import { usePricing, useUpdatePricingMutation } from '../../api/licensing';
import { checkWithContract } from '../../components/form/checkWithContract';
import { applyServerFieldErrors, errorMessage, hasFieldErrors } from '../../components/form/formMessage';
import { FormTextField } from '../../components/form/FormTextField';
import { LoadFailed } from '../../components/LoadFailed';
import { SectionCard } from '../../components/SectionCard';
import { SuccessSnackbar } from '../../components/SuccessSnackbar';
import { formatNumber } from '../../components/format';
import { parseDecimal } from '../../components/form/numbers';

type PricingItem = (typeof PRICING_ITEMS)[number];

/** Every pricing item with its value (0 when the organization has none yet), in the contract's order. */
export function pricingRows(pricing: TPricing | undefined): TPricingEntry[] {
  return PRICING_ITEMS.map((item) => ({
    item,
    value: pricing?.items.find((entry) => entry.item === item)?.value ?? 0,
  }));
}

function pricingFormSchema(item: PricingItem) {
  return z
    .object({ value: z.string() })
    .transform((values, ctx) =>
      checkWithContract(ZPricingEntry, { item, value: parseDecimal(values.value) }, ctx),
    );
}

/** One price the parent can change: a field and its own save button. */
function PriceRow({
  organizationId,
  entry,
  onSaved,
}: {
  organizationId: number;
  entry: TPricingEntry;
  onSaved: () => void;
}) {
  const { t } = useTranslation('licensing');
  const update = useUpdatePricingMutation(organizationId);
  const schema = useMemo(() => pricingFormSchema(entry.item), [entry.item]);
  const values = useMemo(() => ({ value: String(entry.value) }), [entry.value]);
  const { control, handleSubmit, setError, formState } = useForm<{ value: string }, unknown, TPricingEntry>({
    resolver: zodResolver(schema),
    values,
  });
  const label = t(`pricing.items.${entry.item}`);
  const onSubmit = handleSubmit((body) =>
    update.mutateAsync(body).then(onSaved, (error: unknown) => {
      applyServerFieldErrors(error, setError, ['value']);
    }),
  );
  return (
    <Box
      component="form"
      onSubmit={onSubmit}
      noValidate
      aria-label={label}
      sx={{
        display: 'flex',
        gap: 1.5,
        alignItems: 'flex-start',
        flexWrap: { xs: 'wrap', sm: 'nowrap' },
        py: 1.5,
        borderBottom: 1,
        borderColor: 'divider',
        '&:last-of-type': { borderBottom: 0 },
      }}
      data-testid={`pricing-row-${entry.item}`}
    >
      <Typography sx={{ flex: '1 1 200px', pt: 1, fontWeight: 500 }} id={`pricing-${entry.item}-label`}>
        {label}
      </Typography>
      <Stack spacing={1} sx={{ flex: '0 1 200px', minWidth: 140 }}>
        <FormTextField
          control={control}
          name="value"
          label={t('pricing.value')}
          size="small"
          slotProps={{
            htmlInput: {
              inputMode: 'decimal',
              'aria-describedby': `pricing-${entry.item}-label`,
              'data-testid': `pricing-value-${entry.item}`,
            },
          }}
        />
        {update.isError && !hasFieldErrors(update.error, ['value']) && (
          <Alert severity="error">{errorMessage(update.error, t('common:loadFailed'))}</Alert>
        )}
      </Stack>
      <Button
        type="submit"
        variant="outlined"
        size="medium"
        loading={update.isPending}
        disabled={!formState.isDirty}
        aria-label={t('pricing.saveItem', { item: label })}
        data-testid={`pricing-save-${entry.item}`}
        sx={{ mt: 0.25 }}
      >
        {t('pricing.save')}
      </Button>
    </Box>
  );
}

/** What the parent charges an organization, per item; a parent with full access edits the values. */
export function PricingCard({ organizationId, canEdit }: { organizationId: number; canEdit: boolean }) {
  const { t, i18n } = useTranslation('licensing');
  const pricing = usePricing(organizationId);
  const [saved, setSaved] = useState(false);
  // Pricing exists only between a parent and its sub-organizations: when refused, the card stays away.
  if (pricing.isError && isApiError(pricing.error) && [403, 404].includes(pricing.error.status)) return null;
  const rows = pricingRows(pricing.data);

  return (
    <SectionCard
      title={t('pricing.title')}
      description={canEdit ? t('pricing.descriptionEdit') : t('pricing.description')}
      testId="pricing-card"
    >
      {pricing.isPending && <Skeleton variant="rounded" height={160} />}
      {pricing.isError && <LoadFailed onRetry={() => void pricing.refetch()} />}
      {pricing.data &&
        (canEdit ? (
          <Box>
            {rows.map((entry) => (
              <PriceRow
                key={entry.item}
                organizationId={organizationId}
                entry={entry}
                onSaved={() => setSaved(true)}
              />
            ))}
          </Box>
        ) : (
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-label={t('pricing.title')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('pricing.item')}</TableCell>
                  <TableCell align="right">{t('pricing.value')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((entry) => (
                  <TableRow key={entry.item} data-testid={`pricing-row-${entry.item}`}>
                    <TableCell>{t(`pricing.items.${entry.item}`)}</TableCell>
                    <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                      {formatNumber(entry.value, i18n.language, 2)}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        ))}
      <SuccessSnackbar
        message={saved ? t('pricing.saved') : null}
        onClose={() => setSaved(false)}
        testId="pricing-saved"
      />
    </SectionCard>
  );
}
