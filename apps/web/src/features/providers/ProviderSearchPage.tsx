import { useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isReadOnly, type MediaProvider, type TProviderInfo, type TProviderResult } from '@placard/contract';
import { useMediaProviders, useProviderImport } from '../../api/mediaProviders';
import { useSession } from '../../app/session';
import { errorMessage } from '../../components/form/formMessage';
import { LibrarySkeleton } from '../library/LibrarySkeleton';
import { Toast, useToast } from '../../components/Toast';
import { ImportTile, type ImportState } from './ImportTile';
import { PROVIDER_NAMES } from './providerNames';
import { ProviderResults } from './ProviderResults';
import { ProviderSearchControls, ProviderSearchIntro } from './ProviderSearchControls';
import { useProviderSearchState } from './useProviderSearchState';

const resultKey = (result: TProviderResult) => `${result.kind}-${result.id}`;

/** A provider's search, whose results a click adds to My media. */
function ProviderSearch({ info }: { info: TProviderInfo }) {
  const { t } = useTranslation('providers');
  const session = useSession();
  const state = useProviderSearchState(info);
  const importer = useProviderImport();
  const [states, setStates] = useState<ReadonlyMap<string, ImportState>>(new Map());
  const { toast, show, close } = useToast();
  const readOnly = isReadOnly(session.licenseStatus);

  const mark = (key: string, next: ImportState) =>
    setStates((current) => {
      const copy = new Map(current);
      if (next === 'idle') copy.delete(key);
      else copy.set(key, next);
      return copy;
    });

  const importResult = (result: TProviderResult) => {
    const key = resultKey(result);
    mark(key, 'importing');
    importer.mutate(
      { provider: info.provider, kind: result.kind, id: result.id, section: 'my' },
      {
        onSuccess: (item) => {
          mark(key, 'imported');
          show(t('import.addedToast', { name: item.name }));
        },
        onError: (error) => {
          mark(key, 'idle');
          show(
            t('import.failed', { reason: errorMessage(error, t('loadFailed', { ns: 'common' })) }),
            'error',
          );
        },
      },
    );
  };

  return (
    <Box data-testid={`provider-page-${info.provider}`}>
      <ProviderSearchControls info={info} state={state} />
      {info.provider === 'giphy' && (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
          {t('attribution.poweredBy')}
        </Typography>
      )}
      {state.words === '' ? (
        <ProviderSearchIntro info={info} onPick={state.setQuery} />
      ) : (
        <ProviderResults
          provider={info.provider}
          kind={state.kind}
          words={state.words}
          columns={{ xs: 2, sm: 3, md: 4, lg: 5 }}
          renderResult={(result) => (
            <ImportTile
              provider={info.provider}
              result={result}
              state={states.get(resultKey(result)) ?? 'idle'}
              disabled={readOnly}
              onImport={() => importResult(result)}
            />
          )}
        />
      )}
      <Toast toast={toast} onClose={close} testId="provider-toast" />
    </Box>
  );
}

/**
 * /media/{provider}: a stock provider's free photos or GIFs, searched and added to My media. A provider
 * the organization may not use (its licence, or the server's setup) says so.
 */
export default function ProviderSearchPage({ provider }: { provider: MediaProvider }) {
  const { t } = useTranslation('providers');
  const providers = useMediaProviders();
  if (providers.isPending) return <LibrarySkeleton />;
  const info = providers.data?.providers.find((entry) => entry.provider === provider);
  if (!info) {
    const name = PROVIDER_NAMES[provider];
    return (
      <Alert
        severity="info"
        data-testid="provider-unavailable"
        action={
          <Button component={RouterLink} to="/media/my" color="inherit" size="small">
            {t('unavailable.back')}
          </Button>
        }
      >
        <AlertTitle>{t('unavailable.title', { provider: name })}</AlertTitle>
        {t('unavailable.body', { provider: name })}
      </Alert>
    );
  }
  return <ProviderSearch key={provider} info={info} />;
}
