import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ProviderKind, TProviderInfo } from '@placard/contract';
import { SearchField } from '../../components/SearchField';
import { PROVIDER_NAMES } from './providerNames';
import type { useProviderSearchState } from './useProviderSearchState';

type SearchState = ReturnType<typeof useProviderSearchState>;

/** A provider's search box, and GIPHY's choice between GIFs and stickers. */
export function ProviderSearchControls({
  info,
  state,
  compact = false,
}: {
  info: TProviderInfo;
  state: SearchState;
  /** in the editor's narrow library */
  compact?: boolean;
}) {
  const { t } = useTranslation('providers');
  const provider = PROVIDER_NAMES[info.provider];
  return (
    <Stack direction={compact ? 'column' : { xs: 'column', sm: 'row' }} spacing={1} sx={{ mb: 1.5 }}>
      <SearchField
        value={state.query}
        onChange={state.setQuery}
        placeholder={t('search.placeholder', { provider })}
        inputLabel={t('search.label', { provider })}
        clearLabel={t('search.clear')}
        testId={`provider-search-${info.provider}`}
        sx={compact ? { width: '100%' } : { width: { xs: '100%', sm: 360 } }}
      />
      {info.kinds.length > 1 && (
        <ToggleButtonGroup
          exclusive
          size="small"
          value={state.kind}
          onChange={(_event, kind: ProviderKind | null) => kind && state.setKind(kind)}
          aria-label={t('kinds.label')}
          sx={compact ? { '& .MuiToggleButton-root': { flex: 1 } } : undefined}
        >
          {info.kinds.map((kind) => (
            <ToggleButton key={kind} value={kind} data-testid={`provider-kind-${kind}`} sx={{ px: 2 }}>
              {t(`kinds.${kind}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      )}
    </Stack>
  );
}

/** Before a search: what the provider offers, and a few words to start with. */
export function ProviderSearchIntro({
  info,
  onPick,
}: {
  info: TProviderInfo;
  onPick: (words: string) => void;
}) {
  const { t } = useTranslation('providers');
  const words = t('search.suggestionWords', { returnObjects: true }) as unknown;
  const suggestions = Array.isArray(words) ? words.map(String) : [];
  return (
    <Box sx={{ py: 2 }} data-testid="provider-intro">
      <Typography color="text.secondary" sx={{ mb: 1.5 }}>
        {t('search.intro', { provider: PROVIDER_NAMES[info.provider] })}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Typography variant="body2" color="text.secondary">
          {t('search.suggestions')}
        </Typography>
        {suggestions.map((word) => (
          <Chip key={word} label={word} size="small" variant="outlined" onClick={() => onPick(word)} />
        ))}
      </Stack>
    </Box>
  );
}
