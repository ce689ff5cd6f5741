import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { isApiError } from '../../api/client';
import { FormDialog } from '../../components/FormDialog';
import { FormTextField } from '../../components/form/FormTextField';
import { useSubmitWithServerErrors } from '../../components/form/useSubmitWithServerErrors';

export interface NameDialogProps {
  open: boolean;
  onClose: () => void;
  /** the contract's rule for this name (zFolderName, zMediaName) */
  rule: z.ZodType<string, string>;
  initialName: string;
  title: string;
  text: string;
  label: string;
  submitLabel: string;
  cancelLabel: string;
  fallback: string;
  testId: string;
  /** a file name: focusing the field selects the name without its extension */
  selectStem?: boolean;
  /** sends the name; a refusal is shown on the field or under it */
  save: (name: string) => Promise<unknown>;
  onSaved: (name: string) => void;
}

/** The part of a file name before its extension, which a rename selects first. */
export function stemLength(name: string): number {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? dot : name.length;
}

/**
 * A name asked in a dialog (new folder, rename), checked with the contract's rule as the server does.
 * The server's NAME_TAKEN lands on the field.
 */
export function NameDialog(props: NameDialogProps) {
  // A new form each time it opens, so it starts from the current name.
  return props.open ? <NameForm {...props} /> : null;
}

function NameForm({
  onClose,
  rule,
  initialName,
  title,
  text,
  label,
  submitLabel,
  cancelLabel,
  fallback,
  testId,
  selectStem = false,
  save,
  onSaved,
}: NameDialogProps) {
  const schema = useMemo(() => z.object({ name: rule }), [rule]);
  const form = useForm<{ name: string }, unknown, { name: string }>({
    resolver: zodResolver(schema),
    defaultValues: { name: initialName },
  });
  const { failure, onSubmit } = useSubmitWithServerErrors(form, {
    fields: ['name'],
    fallback,
    save: async ({ name }) => {
      try {
        await save(name);
      } catch (error) {
        if (isApiError(error) && error.code === 'NAME_TAKEN' && !error.fields.name) {
          form.setError('name', { type: 'server', message: error.message }, { shouldFocus: true });
          return;
        }
        throw error;
      }
      onSaved(name);
    },
  });

  return (
    <FormDialog
      open
      onClose={onClose}
      titleId={`${testId}-title`}
      title={title}
      text={text}
      maxWidth="xs"
      onSubmit={(event) => void onSubmit(event)}
      failure={failure}
      failureTestId={`${testId}-error`}
      pending={form.formState.isSubmitting}
      cancelLabel={cancelLabel}
      submitLabel={submitLabel}
      submitTestId={`${testId}-submit`}
    >
      <FormTextField
        control={form.control}
        name="name"
        label={label}
        autoFocus
        autoComplete="off"
        onFocus={(event) => {
          const input = event.target as HTMLInputElement;
          if (selectStem) input.setSelectionRange(0, stemLength(input.value));
        }}
        slotProps={{ htmlInput: { 'data-testid': `${testId}-name` } }}
      />
    </FormDialog>
  );
}
