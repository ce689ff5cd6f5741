import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../components/form/FormTextField';
import type { LicenseLimit, TLicenseForm, TLicenseFormData } from './licenseForm';
import { LIMIT_INPUT_SX, LimitField } from './LimitField';

/** The hints under the limits that have one. */
const LIMIT_HELP: Partial<Record<LicenseLimit['key'], string>> = {
  interactive: 'edit.interactiveHelp',
  days: 'edit.daysHelp',
};

/** A limit of the licence form, typed as text beside its own "Unlimited" box; while unlimited it is not asked. */
export function LicenseLimitInput({
  control,
  limit,
}: {
  control: Control<TLicenseForm, unknown, TLicenseFormData>;
  limit: LicenseLimit;
}) {
  const { t } = useTranslation('licensing');
  const { field: box } = useController({ control, name: limit.unlimited });
  const isUnlimited = box.value;
  const label = t(`edit.${limit.key}`);
  const help = LIMIT_HELP[limit.key];
  return (
    <LimitField
      label={label}
      unlimited={isUnlimited}
      onUnlimitedChange={box.onChange}
      box={{
        onBlur: box.onBlur,
        slotProps: { input: { ref: box.ref, 'data-testid': `license-unlimited-${limit.key}` } },
      }}
    >
      <FormTextField
        control={control}
        name={limit.field}
        label={label}
        disabled={isUnlimited}
        required={!isUnlimited}
        placeholder={isUnlimited ? t('edit.unlimited') : undefined}
        helperText={isUnlimited ? t('edit.unlimitedHelp') : help && t(help)}
        slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': `license-${limit.key}` } }}
        sx={LIMIT_INPUT_SX}
      />
    </LimitField>
  );
}
