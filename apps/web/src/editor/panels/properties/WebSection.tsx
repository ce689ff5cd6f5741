import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import TextField from '@mui/material/TextField';
import { WEB_REFRESH_MIN_SECONDS, zWebUrl, type TElementOf } from '@placard/contract';
import { useFormMessage } from '../../../components/form/formMessage';
import { useEditor } from '../../context/EditorContext';
import { useWebsiteCheck } from '../../widgets/websiteCheck';
import { WebsiteCheckMessage, type CheckMessage } from '../../widgets/WebsiteCheckMessage';
import { NumberField } from './NumberField';
import { FieldRow, PanelSection } from './PanelSection';
import { SwitchRow } from './SwitchRow';

/** The longest refresh interval, a day (the document's rule). */
export const WEB_REFRESH_MAX_SECONDS = 86_400;
/** A refresh switched on starts at once a minute. */
export const DEFAULT_REFRESH_SECONDS = 60;
/** Page zoom in percent (the document allows 0.25 to 4). */
const ZOOM_MIN_PERCENT = 25;
const ZOOM_MAX_PERCENT = 400;

type WebContents = TElementOf<'web'>['contents'];

/** The address as the document keeps it, or the contract's message key. */
export function parseWebUrl(text: string): { url: string } | { error: string } {
  const result = zWebUrl.safeParse(text);
  return result.success
    ? { url: result.data }
    : { error: result.error.issues[0]?.message ?? 'validation.url' };
}

/**
 * A web page's address (checked as the server checks it, then whether the site may be framed: a site
 * that refuses is not applied), its refresh interval and zoom.
 */
export function WebSection({ element }: { element: TElementOf<'web'> }) {
  const { t } = useTranslation('editorProperties');
  const message = useFormMessage();
  const { store, readOnly } = useEditor();
  const { contents } = element;
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<CheckMessage | null>(null);
  const [checking, setChecking] = useState(false);
  const checkWebsite = useWebsiteCheck();
  const set = (patch: Partial<WebContents>) =>
    store.getState().updateElements([{ elid: element.elid, patch: { contents: patch } }]);

  const commitUrl = () => {
    if (draft === null) return;
    const parsed = parseWebUrl(draft);
    if ('error' in parsed) {
      setError({ message: message(parsed.error) ?? parsed.error, detail: null });
      return;
    }
    if (parsed.url === contents.url) {
      setDraft(null);
      setError(null);
      return;
    }
    setChecking(true);
    void checkWebsite(parsed.url).then((verdict) => {
      setChecking(false);
      if (!verdict.ok) {
        setError(verdict);
        return;
      }
      setDraft(null);
      setError(null);
      set({ url: verdict.url });
    });
  };

  return (
    <PanelSection title={t('web.title')}>
      <TextField
        size="small"
        label={t('web.url')}
        value={draft ?? contents.url}
        disabled={readOnly}
        error={error !== null}
        helperText={checking || error ? <WebsiteCheckMessage checking={checking} error={error} /> : undefined}
        onChange={(event) => {
          setDraft(event.target.value);
          setError(null);
        }}
        onBlur={commitUrl}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            commitUrl();
          } else if (event.key === 'Escape' && draft !== null) {
            event.stopPropagation();
            setDraft(null);
            setError(null);
          }
        }}
        slotProps={{
          inputLabel: { shrink: true },
          htmlInput: { inputMode: 'url', spellCheck: false, maxLength: 2000, 'data-testid': 'web-url' },
        }}
      />
      <SwitchRow
        label={t('web.refresh')}
        checked={contents.refreshSeconds !== null}
        disabled={readOnly}
        onChange={(on) => set({ refreshSeconds: on ? DEFAULT_REFRESH_SECONDS : null })}
      />
      <FieldRow>
        {contents.refreshSeconds !== null && (
          <NumberField
            label={t('web.refreshEvery')}
            value={contents.refreshSeconds}
            min={WEB_REFRESH_MIN_SECONDS}
            max={WEB_REFRESH_MAX_SECONDS}
            unit={t('units.seconds')}
            disabled={readOnly}
            onCommit={(refreshSeconds) => set({ refreshSeconds })}
          />
        )}
        <NumberField
          label={t('web.zoom')}
          value={Math.round(contents.zoom * 100)}
          min={ZOOM_MIN_PERCENT}
          max={ZOOM_MAX_PERCENT}
          step={5}
          unit={t('units.percent')}
          disabled={readOnly}
          onCommit={(percent) => set({ zoom: percent / 100 })}
        />
      </FieldRow>
    </PanelSection>
  );
}
