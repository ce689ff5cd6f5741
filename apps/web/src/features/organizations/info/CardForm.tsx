import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSubmitWithServerErrors } from '../../../components/form/useSubmitWithServerErrors';

interface CardFormProps<T extends FieldValues, TOut> {
  /** the form's accessible name, the card's title */
  label: string;
  form: Pick<UseFormReturn<T, unknown, TOut>, 'handleSubmit' | 'setError'>;
  /** the fields the server's field errors may name */
  fields: readonly Path<T>[];
  /** sends the checked values (the card's mutation) */
  save: (values: TOut) => Promise<unknown>;
  onSaved: () => void;
  /** the fields and the buttons */
  children: ReactNode;
}

/**
 * The form inside an information card: it saves through `save`, puts the server's field errors on the
 * fields and shows any other refusal above them.
 */
export function CardForm<T extends FieldValues, TOut>({
  label,
  form,
  fields,
  save,
  onSaved,
  children,
}: CardFormProps<T, TOut>) {
  const { t } = useTranslation('organizations');
  const { failure, onSubmit } = useSubmitWithServerErrors(form, {
    fields,
    fallback: t('info.saveFailed'),
    save: async (values) => {
      await save(values);
      onSaved();
    },
  });
  return (
    <Box component="form" onSubmit={onSubmit} noValidate aria-label={label}>
      <Stack spacing={2}>
        {failure && <Alert severity="error">{failure}</Alert>}
        {children}
      </Stack>
    </Box>
  );
}
