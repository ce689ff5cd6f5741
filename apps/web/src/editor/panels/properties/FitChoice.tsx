import { useTranslation } from 'react-i18next';
import { MEDIA_FITS } from '@placard/contract';
import { ChoiceButtons } from './ChoiceButtons';

type Fit = (typeof MEDIA_FITS)[number];

/** How an image or video fills its box: cover (cropped), contain (whole) or fill (stretched). */
export function FitChoice({
  value,
  onChange,
  disabled,
}: {
  value: Fit;
  onChange: (fit: Fit) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation('editorProperties');
  return (
    <ChoiceButtons
      label={t('media.fit')}
      value={value}
      disabled={disabled}
      choices={MEDIA_FITS.map((fit) => ({ value: fit, label: t(`media.fits.${fit}`) }))}
      onChange={onChange}
    />
  );
}
