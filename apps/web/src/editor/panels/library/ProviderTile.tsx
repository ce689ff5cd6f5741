import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import CircularProgress from '@mui/material/CircularProgress';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import type { MediaProvider, TProviderResult } from '@placard/contract';
import { ProviderAttribution } from '../../../features/providers/ProviderAttribution';
import { ProviderPicture } from '../../../features/providers/ProviderPicture';
import { tileSx } from './LibraryTile';
import type { ElementAdder, LaterElementMaker } from './useElementAdder';

/**
 * A stock provider's result in the editor's library: a click imports it and adds it to the slide, a
 * drag imports it where it is dropped. A spinner covers it while it is imported; its credit is below.
 */
export function ProviderTile({
  provider,
  result,
  adder,
  busy,
  make,
}: {
  provider: MediaProvider;
  result: TProviderResult;
  adder: ElementAdder;
  busy: boolean;
  make: LaterElementMaker;
}) {
  const { t } = useTranslation('providers');
  const title = result.title || t('untitled');
  const usable = adder.enabled && !busy;
  return (
    <Box sx={{ minWidth: 0 }}>
      <Tooltip title={title} describeChild disableInteractive enterDelay={400}>
        <ButtonBase
          aria-label={busy ? t('import.addingToSlide') : t('import.addToSlide', { title })}
          disabled={!usable}
          draggable={usable}
          onClick={() => void adder.addLater(make)}
          onDragStart={(event) => adder.dragStartLater(event, make)}
          data-testid={`library-provider-result-${result.id}`}
          sx={[tileSx, { display: 'block', position: 'relative' }]}
        >
          <ProviderPicture result={result} />
          {busy && (
            <Box
              sx={{
                position: 'absolute',
                inset: 0,
                display: 'grid',
                placeItems: 'center',
                bgcolor: 'rgba(255,255,255,0.6)',
              }}
            >
              <CircularProgress size={22} />
            </Box>
          )}
        </ButtonBase>
      </Tooltip>
      <ProviderAttribution
        provider={provider}
        kind={result.kind}
        author={result.author}
        sx={{ mt: 0.25, fontSize: 10.5, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
      />
    </Box>
  );
}
