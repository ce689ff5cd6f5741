import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddLink from '@mui/icons-material/AddLink';
import { useTranslation } from 'react-i18next';
import { zWebUrl } from '@placard/contract';
import { useFormMessage } from '../../../components/form/formMessage';
import { newWebElement } from '../../state';
import type { ElementAdder } from './useElementAdder';

/** The address typed, checked as the slide document checks it; the message key when it is refused. */
export function checkWebUrl(value: string): { url: string } | { error: string } {
  const result = zWebUrl.safeParse(value);
  if (result.success) return { url: result.data };
  return { error: result.error.issues[0]?.message ?? 'validation.url' };
}

/** A web page address: Add (or Enter) puts the page on the slide; a valid address can also be dragged. */
export function WebTab({ adder }: { adder: ElementAdder }) {
  const { t } = useTranslation('editorLibrary');
  const message = useFormMessage();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const checked = checkWebUrl(value);
  const valid = 'url' in checked ? checked.url : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (valid === null) {
      setError('error' in checked ? checked.error : 'validation.url');
      return;
    }
    adder.add((aspect) => newWebElement(aspect, valid));
    setValue('');
    setError(null);
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}
    >
      <TextField
        size="small"
        type="url"
        label={t('web.label')}
        placeholder={t('web.placeholder')}
        value={value}
        disabled={!adder.enabled}
        onChange={(event) => {
          setValue(event.target.value);
          setError(null);
        }}
        error={error !== null}
        helperText={error !== null ? message(error) : undefined}
        slotProps={{ htmlInput: { 'data-testid': 'library-web-url', maxLength: 2000, inputMode: 'url' } }}
      />
      <Button
        type="submit"
        size="small"
        variant="contained"
        startIcon={<AddLink />}
        disabled={!adder.enabled}
        draggable={adder.enabled && valid !== null}
        onDragStart={(event) =>
          adder.dragStart(event, (aspect) => (valid === null ? null : newWebElement(aspect, valid)))
        }
        data-testid="library-web-add"
      >
        {t('web.add')}
      </Button>
      <Typography variant="caption" color="text.secondary">
        {t('web.help')}
      </Typography>
    </Box>
  );
}
