import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';

/** Save and Cancel under a card's form. */
export function FormButtons({
  pending,
  onCancel,
  testId,
}: {
  pending: boolean;
  onCancel?: () => void;
  testId: string;
}) {
  const { t } = useTranslation('organizations');
  return (
    <Stack direction="row" spacing={1}>
      <Button type="submit" loading={pending} data-testid={`${testId}-save`}>
        {t('actions.save')}
      </Button>
      {onCancel && (
        <Button variant="text" onClick={onCancel} disabled={pending} data-testid={`${testId}-cancel`}>
          {t('actions.cancel')}
        </Button>
      )}
    </Stack>
  );
}
