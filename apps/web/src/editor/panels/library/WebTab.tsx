import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddLink from '@mui/icons-material/AddLink';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { zWebUrl } from '@placard/contract';
import { useDebouncedValue } from '../../../components/useDebouncedValue';
import { newWebElement } from '../../state';
import { useWebsiteCheck, websiteCheckQuery } from '../../widgets/websiteCheck';
import { WebsiteCheckMessage, type CheckMessage } from '../../widgets/WebsiteCheckMessage';
import type { ElementAdder } from './useElementAdder';

/** An address is asked about once typing has paused this long. */
export const WEB_CHECK_DELAY_MS = 500;

/** The address typed, checked as the slide document checks it; the message key when it is refused. */
export function checkWebUrl(value: string): { url: string } | { error: string } {
  const result = zWebUrl.safeParse(value);
  if (result.success) return { url: result.data };
  return { error: result.error.issues[0]?.message ?? 'validation.url' };
}

/**
 * A web page address: Add (or Enter) checks that the site may be shown in a frame, then puts the page
 * on the slide. Once the typed address has passed that check, it can also be dragged.
 */
export function WebTab({ adder }: { adder: ElementAdder }) {
  const { t } = useTranslation('editorLibrary');
  const checkWebsite = useWebsiteCheck();
  const [value, setValue] = useState('');
  const [error, setError] = useState<CheckMessage | null>(null);
  const [checking, setChecking] = useState(false);
  const checked = checkWebUrl(value);
  const valid = 'url' in checked ? checked.url : null;
  const settled = useDebouncedValue(valid, WEB_CHECK_DELAY_MS);
  // asked in the background as the address is typed, so a drag can carry a page known to be framable
  const background = useQuery({
    ...websiteCheckQuery(settled ?? ''),
    enabled: adder.enabled && settled !== null && settled === valid,
  });
  const draggableUrl = valid !== null && settled === valid && background.isSuccess ? valid : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (checking) return;
    setChecking(true);
    void checkWebsite(value).then((verdict) => {
      setChecking(false);
      if (!verdict.ok) {
        setError(verdict);
        return;
      }
      adder.add((aspect) => newWebElement(aspect, verdict.url));
      setValue('');
      setError(null);
    });
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
        helperText={checking || error ? <WebsiteCheckMessage checking={checking} error={error} /> : undefined}
        slotProps={{ htmlInput: { 'data-testid': 'library-web-url', maxLength: 2000, inputMode: 'url' } }}
      />
      <Button
        type="submit"
        size="small"
        variant="contained"
        startIcon={<AddLink />}
        disabled={!adder.enabled || checking}
        draggable={adder.enabled && draggableUrl !== null}
        onDragStart={(event) =>
          adder.dragStart(event, (aspect) =>
            draggableUrl === null ? null : newWebElement(aspect, draggableUrl),
          )
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
