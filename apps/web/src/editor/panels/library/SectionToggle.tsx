import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useTranslation } from 'react-i18next';
import { MEDIA_SECTIONS, type MediaSection } from '@placard/contract';

/** My, Shared or Stock, as three small buttons across the panel. */
export function SectionToggle({
  value,
  onChange,
  testId,
}: {
  value: MediaSection;
  onChange: (section: MediaSection) => void;
  testId: string;
}) {
  const { t } = useTranslation('editorLibrary');
  return (
    <ToggleButtonGroup
      exclusive
      fullWidth
      size="small"
      value={value}
      onChange={(_event, next: MediaSection | null) => {
        if (next) onChange(next);
      }}
      aria-label={t('sections.label')}
      data-testid={testId}
    >
      {MEDIA_SECTIONS.map((section) => (
        <ToggleButton key={section} value={section} sx={{ py: 0.25, textTransform: 'none' }}>
          {t(`sections.${section}`)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
