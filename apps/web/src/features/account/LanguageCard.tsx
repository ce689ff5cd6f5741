import Alert from '@mui/material/Alert';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { isLocale, LOCALES, type Locale } from '@placard/contract';
import { useUpdateLocaleMutation } from '../../api/users';
import { applyLocale, currentLocale } from '../../app/i18n';
import { errorMessage } from '../../components/form/formMessage';
import { SectionCard } from '../../components/SectionCard';

/** The account's interface language, all four of Placard's languages (POST /users/update/locale). */
export function LanguageCard() {
  const { t } = useTranslation('account');
  const update = useUpdateLocaleMutation();
  const active = currentLocale();

  const choose = (locale: Locale) => {
    update.mutate({ locale }, { onSuccess: () => void applyLocale(locale) });
  };

  return (
    <SectionCard
      title={t('language.title')}
      description={t('language.description')}
      testId="account-language"
    >
      <TextField
        select
        label={t('language.label')}
        value={update.isPending && update.variables ? update.variables.locale : active}
        onChange={(event) => {
          if (isLocale(event.target.value)) choose(event.target.value);
        }}
        disabled={update.isPending}
        slotProps={{ select: { native: true }, htmlInput: { 'data-testid': 'account-language-select' } }}
      >
        {LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {t(`common:language.native.${locale}`)}
          </option>
        ))}
      </TextField>
      {update.isError && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {errorMessage(update.error, t('common:loadFailed'))}
        </Alert>
      )}
    </SectionCard>
  );
}
