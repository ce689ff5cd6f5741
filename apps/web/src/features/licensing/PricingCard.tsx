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
import type { PRICING_ITEMS } from '@placard/contract';
import {
  ASSISTANT_ACTIONS,
  ASSISTANT_PRICE_ITEMS,
  CREDIT_PACKAGE_ITEMS,
  DEFAULT_ASSISTANT_PRICES,
  DEFAULT_CREDIT_PACKAGE_PRICES,
  ZPricingEntry,
  type CreditPackageItem,
  type TPricing,
  type TPricingEntry,
} from '@placard/contract';
import { isApiError } from '../../api/client';
import { usePricing, useUpdatePricingMutation } from '../../api/licensing';
import { useSession } from '../../app/session';
import { checkWithContract } from '../../components/form/checkWithContract';
import { applyServerFieldErrors, errorMessage, hasFieldErrors } from '../../components/form/formMessage';
import { FormTextField } from '../../components/form/FormTextField';
import { LoadFailed } from '../../components/LoadFailed';
import { SectionCard } from '../../components/SectionCard';
import { SuccessSnackbar } from '../../components/SuccessSnackbar';
import { formatNumber } from '../../components/format';
import { parseDecimal } from '../../components/form/numbers';
import { canWrite } from './licensingAccess';

type PricingItem = (typeof PRICING_ITEMS)[number];

/**
 * The items in groups: what an organization is charged, what each AI assistant action costs it in
 * credits, and the credit packages the platform sells (priced on the root organization only).
 */
type PriceGroup = 'subscription' | 'assistant' | 'packages';
const GROUP_ITEMS: Record<PriceGroup, readonly PricingItem[]> = {
  subscription: ['device_month', 'user_month', 'setup'],
  assistant: ASSISTANT_ACTIONS.map((action) => ASSISTANT_PRICE_ITEMS[action]),
  packages: CREDIT_PACKAGE_ITEMS,
};

const isPackage = (item: PricingItem): item is CreditPackageItem =>
  (CREDIT_PACKAGE_ITEMS as readonly string[]).includes(item);

/** What an item costs while it is not set: the standard price of an action or package, else nothing. */
export function standardPrice(item: PricingItem): number | null {
  const action = ASSISTANT_ACTIONS.find((entry) => ASSISTANT_PRICE_ITEMS[entry] === item);
  if (action) return DEFAULT_ASSISTANT_PRICES[action];
  return isPackage(item) ? DEFAULT_CREDIT_PACKAGE_PRICES[item] : null;
}

/** A row of the card: the value set, or null when the standard price (or 0) applies. */
export type PricingRow = { item: PricingItem; value: number | null; standard: number | null };

/** The items of a group with their values, in the contract's order. */
export function pricingRows(pricing: TPricing | undefined, group: PriceGroup): PricingRow[] {
  return GROUP_ITEMS[group].map((item) => {
    const standard = standardPrice(item);
    const value = pricing?.items.find((entry) => entry.item === item)?.value;
    // an item without a standard price counts as 0 until it is set
    return { item, value: value ?? (standard === null ? 0 : null), standard };
  });
}

/** A price in its unit: credits for an assistant action, money (two decimals) for everything else. */
function usePriceText() {
  const { t, i18n } = useTranslation('licensing');
  return (item: PricingItem, value: number) =>
    GROUP_ITEMS.assistant.includes(item)
      ? t('pricing.credits', { count: value })
      : formatNumber(value, i18n.language, 2);
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
  entry: PricingRow;
  onSaved: () => void;
}) {
  const { t } = useTranslation('licensing');
  const priceText = usePriceText();
  const update = useUpdatePricingMutation(organizationId);
  const schema = useMemo(() => pricingFormSchema(entry.item), [entry.item]);
  const values = useMemo(() => ({ value: entry.value === null ? '' : String(entry.value) }), [entry.value]);
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
          label={t(GROUP_ITEMS.assistant.includes(entry.item) ? 'pricing.creditsValue' : 'pricing.value')}
          size="small"
          helperText={
            entry.standard === null
              ? undefined
              : t('pricing.standard', { price: priceText(entry.item, entry.standard) })
          }
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

function ReadOnlyPrices({ rows, label }: { rows: PricingRow[]; label: string }) {
  const { t } = useTranslation('licensing');
  const priceText = usePriceText();
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={label}>
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
                {entry.value === null
                  ? t('pricing.standardValue', { price: priceText(entry.item, entry.standard ?? 0) })
                  : priceText(entry.item, entry.value)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

/**
 * What the parent charges an organization, per item, and what each AI assistant action costs it in
 * credits; a parent with full access edits the values. On the root organization's own licence: the
 * prices of the credit packages the platform sells, which its admins set.
 */
export function PricingCard({ organizationId, canEdit }: { organizationId: number; canEdit: boolean }) {
  const { t } = useTranslation('licensing');
  const session = useSession();
  const pricing = usePricing(organizationId);
  const [saved, setSaved] = useState(false);
  // Pricing exists only between a parent and its sub-organizations: when refused, the card stays away.
  if (pricing.isError && isApiError(pricing.error) && [403, 404].includes(pricing.error.status)) return null;
  const platform = session.isRootOrganization && organizationId === session.organizationId;
  const groups: PriceGroup[] = platform ? ['packages'] : ['subscription', 'assistant'];
  const editable = platform ? canWrite(session) : canEdit;
  let description = t('pricing.description');
  if (platform) description = t('pricing.descriptionPlatform');
  else if (editable) description = t('pricing.descriptionEdit');

  return (
    <SectionCard title={t('pricing.title')} description={description} testId="pricing-card">
      {pricing.isPending && <Skeleton variant="rounded" height={160} />}
      {pricing.isError && <LoadFailed onRetry={() => void pricing.refetch()} />}
      {pricing.data && (
        <Stack spacing={3}>
          {groups.map((group) => {
            const rows = pricingRows(pricing.data, group);
            const title = t(`pricing.groups.${group}.title`);
            return (
              <Box
                key={group}
                component="section"
                aria-labelledby={`pricing-group-${group}`}
                data-testid={`pricing-group-${group}`}
              >
                <Typography
                  variant="h3"
                  sx={{ fontSize: '1rem', fontWeight: 600, mb: 0.25 }}
                  id={`pricing-group-${group}`}
                >
                  {title}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                  {t(`pricing.groups.${group}.description`)}
                </Typography>
                {editable ? (
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
                  <ReadOnlyPrices rows={rows} label={title} />
                )}
              </Box>
            );
          })}
        </Stack>
      )}
      <SuccessSnackbar
        message={saved ? t('pricing.saved') : null}
        onClose={() => setSaved(false)}
        testId="pricing-saved"
      />
    </SectionCard>
  );
}
