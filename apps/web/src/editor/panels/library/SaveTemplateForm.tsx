import { useId, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PLAYLIST_NAME_MAX_LENGTH, zPlaylistName } from '@placard/contract';
import { isApiError } from '../../../api/client';
import { errorMessage, useFormMessage } from '../../../components/form/formMessage';
import { useEditor } from '../../context/EditorContext';

type Outcome = { saved: string } | { failed: string } | null;

/** The refusal to show under the name field: a name already taken, or the server's word on the name. */
export function nameFieldError(error: unknown): string | null {
  if (!isApiError(error)) return null;
  const field = error.fields.name;
  if (field) return field;
  return error.code === 'NAME_TAKEN' ? error.message : null;
}

/** "Save current slide as template": a name, checked as the server checks it, then saveAsTemplate. */
export function SaveTemplateForm({ enabled, onSaved }: { enabled: boolean; onSaved: () => void }) {
  const { t } = useTranslation('editorLibrary');
  const message = useFormMessage();
  const { saveAsTemplate } = useEditor();
  const headingId = useId();
  const [name, setName] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const checked = zPlaylistName.safeParse(name);
    if (!checked.success) {
      setFieldError(message(checked.error.issues[0]?.message) ?? null);
      return;
    }
    setPending(true);
    setOutcome(null);
    try {
      await saveAsTemplate(checked.data);
      setName('');
      setOutcome({ saved: checked.data });
      onSaved();
    } catch (error) {
      const onField = nameFieldError(error);
      if (onField) setFieldError(onField);
      else setOutcome({ failed: errorMessage(error, t('templates.save.failed')) });
    } finally {
      setPending(false);
    }
  };

  return (
    <Box
      component="form"
      noValidate
      aria-labelledby={headingId}
      onSubmit={(event) => void submit(event)}
      sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}
    >
      <Typography id={headingId} variant="subtitle2" component="h3">
        {t('templates.save.heading')}
      </Typography>
      <TextField
        size="small"
        label={t('templates.save.name')}
        value={name}
        disabled={!enabled}
        onChange={(event) => {
          setName(event.target.value);
          setFieldError(null);
        }}
        error={fieldError !== null}
        helperText={fieldError ?? undefined}
        slotProps={{
          htmlInput: { maxLength: PLAYLIST_NAME_MAX_LENGTH, 'data-testid': 'library-template-name' },
        }}
      />
      <Button
        type="submit"
        size="small"
        variant="outlined"
        disabled={!enabled || pending}
        data-testid="library-template-save"
      >
        {t('templates.save.submit')}
      </Button>
      {outcome && 'saved' in outcome && (
        <Alert severity="success" role="status" data-testid="library-template-saved">
          {t('templates.save.saved', { name: outcome.saved })}
        </Alert>
      )}
      {outcome && 'failed' in outcome && (
        <Alert severity="error" data-testid="library-template-save-failed">
          {outcome.failed}
        </Alert>
      )}
    </Box>
  );
}
