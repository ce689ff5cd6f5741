import { useTranslation } from 'react-i18next';
import { SearchField } from '../../../components/SearchField';

/** The search box above the tree; clearing it shows the tree again. */
export function OrganizationSearchField({
  value,
  onChange,
  label,
  testId = 'org-search',
}: {
  value: string;
  onChange: (value: string) => void;
  label?: string;
  testId?: string;
}) {
  const { t } = useTranslation('organizations');
  return (
    <SearchField
      value={value}
      onChange={onChange}
      label={label ?? t('search.field')}
      clearLabel={t('search.clear')}
      testId={testId}
      sx={{ flex: 1, maxWidth: { sm: 420 } }}
    />
  );
}
