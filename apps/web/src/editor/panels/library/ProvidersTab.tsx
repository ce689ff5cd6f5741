import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { MediaProvider, TProviderInfo, TProviderResult } from '@placard/contract';
import { useMediaProviders, useProviderImport } from '../../../api/mediaProviders';
import { errorMessage } from '../../../components/form/formMessage';
import { PROVIDER_NAMES } from '../../../features/providers/providerNames';
import { ProviderResults } from '../../../features/providers/ProviderResults';
import {
  ProviderSearchControls,
  ProviderSearchIntro,
} from '../../../features/providers/ProviderSearchControls';
import { useProviderSearchState } from '../../../features/providers/useProviderSearchState';
import { importedImageElement } from './libraryElements';
import { ProviderTile } from './ProviderTile';
import type { ElementAdder } from './useElementAdder';

/** One provider's search: a click imports a result into My media and adds it to the slide. */
function ProviderSearch({ info, adder }: { info: TProviderInfo; adder: ElementAdder }) {
  const { t } = useTranslation('providers');
  const state = useProviderSearchState(info);
  const importer = useProviderImport();
  const [busy, setBusy] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  /** the result imported, as an element of the slide's shape; null when the import failed (said above) */
  const imported =
    (result: TProviderResult) => async (aspect: Parameters<typeof importedImageElement>[0]) => {
      setBusy(result.id);
      setFailure(null);
      try {
        const item = await importer.mutateAsync({
          provider: info.provider,
          kind: result.kind,
          id: result.id,
        });
        return importedImageElement(aspect, item, result);
      } catch (error) {
        setFailure(t('import.failed', { reason: errorMessage(error, t('loadFailed', { ns: 'common' })) }));
        return null;
      } finally {
        setBusy(null);
      }
    };

  return (
    <Box>
      <ProviderSearchControls info={info} state={state} compact />
      {failure && (
        <Alert
          severity="error"
          onClose={() => setFailure(null)}
          sx={{ mb: 1 }}
          data-testid="provider-import-failed"
        >
          {failure}
        </Alert>
      )}
      {state.words === '' ? (
        <ProviderSearchIntro info={info} onPick={state.setQuery} />
      ) : (
        <ProviderResults
          provider={info.provider}
          kind={state.kind}
          words={state.words}
          columns={{ xs: 2 }}
          renderResult={(result) => (
            <ProviderTile
              provider={info.provider}
              result={result}
              adder={adder}
              busy={busy === result.id}
              make={imported(result)}
            />
          )}
        />
      )}
      {info.provider === 'giphy' && (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
          {t('attribution.poweredBy')}
        </Typography>
      )}
    </Box>
  );
}

/**
 * The editor library's free photos and GIFs: the stock providers the organization may search, one at
 * a time. A result is imported into My media when clicked or dropped on the slide.
 */
export function ProvidersTab({ adder }: { adder: ElementAdder }) {
  const { t } = useTranslation('providers');
  const providers = useMediaProviders().data?.providers ?? [];
  const [chosen, setChosen] = useState<MediaProvider | null>(null);
  const info = providers.find((entry) => entry.provider === chosen) ?? providers[0];
  if (!info) return null;
  return (
    <Box>
      {providers.length > 1 && (
        <TextField
          select
          size="small"
          fullWidth
          label={t('provider')}
          value={info.provider}
          onChange={(event) => setChosen(event.target.value as MediaProvider)}
          sx={{ mb: 1.5 }}
          slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'library-provider' } as object } }}
        >
          {providers.map((entry) => (
            <MenuItem key={entry.provider} value={entry.provider}>
              {PROVIDER_NAMES[entry.provider]}
            </MenuItem>
          ))}
        </TextField>
      )}
      <ProviderSearch key={info.provider} info={info} adder={adder} />
    </Box>
  );
}
