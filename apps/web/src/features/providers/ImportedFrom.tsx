import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import type { MediaKind, TMediaOrigin } from '@placard/contract';
import { ProviderAttribution } from './ProviderAttribution';
import { PROVIDER_NAMES } from './providerNames';

/** Where an imported item came from: its credit, and a link to its page at the provider. */
export function ImportedFrom({ origin, kind }: { origin: TMediaOrigin; kind: MediaKind }) {
  const { t } = useTranslation('providers');
  return (
    <Box component="span" sx={{ display: 'block' }} data-testid="media-source">
      <ProviderAttribution
        provider={origin.provider}
        kind={kind === 'gif' ? 'gif' : 'photo'}
        author={origin.author}
      />
      <Link href={origin.pageUrl} target="_blank" rel="noopener noreferrer" variant="caption">
        {t('attribution.viewOn', { provider: PROVIDER_NAMES[origin.provider] })}
      </Link>
    </Box>
  );
}
