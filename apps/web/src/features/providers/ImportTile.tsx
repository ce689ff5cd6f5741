import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import AddPhotoAlternateOutlined from '@mui/icons-material/AddPhotoAlternateOutlined';
import CheckCircle from '@mui/icons-material/CheckCircle';
import { useTranslation } from 'react-i18next';
import type { MediaProvider, TProviderResult } from '@placard/contract';
import { ProviderAttribution } from './ProviderAttribution';
import { ProviderPicture } from './ProviderPicture';

export type ImportState = 'idle' | 'importing' | 'imported';

/**
 * A result in the media library: a click adds it to My media. While it is added a spinner covers it;
 * once added it says so. Its credit sits below it.
 */
export function ImportTile({
  provider,
  result,
  state,
  disabled,
  onImport,
}: {
  provider: MediaProvider;
  result: TProviderResult;
  state: ImportState;
  disabled: boolean;
  onImport: () => void;
}) {
  const { t } = useTranslation('providers');
  const title = result.title || t('untitled');
  const label =
    state === 'importing'
      ? t('import.adding')
      : state === 'imported'
        ? t('import.added')
        : t('import.add', { title });
  return (
    <Box>
      <ButtonBase
        onClick={onImport}
        disabled={disabled || state !== 'idle'}
        aria-label={label}
        data-testid={`provider-result-${result.id}`}
        data-state={state}
        sx={{
          display: 'block',
          width: '100%',
          borderRadius: 1.5,
          overflow: 'hidden',
          position: 'relative',
          outline: 0,
          '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
          '&:hover .provider-overlay, &.Mui-focusVisible .provider-overlay': { opacity: 1 },
          '&.Mui-disabled': { cursor: 'default' },
        }}
      >
        <ProviderPicture result={result} />
        <Box
          className="provider-overlay"
          aria-hidden
          sx={{
            position: 'absolute',
            inset: 0,
            display: 'flex',
            alignItems: 'flex-end',
            p: 1,
            color: 'common.white',
            background: 'linear-gradient(to top, rgba(0,0,0,0.65), rgba(0,0,0,0) 55%)',
            opacity: state === 'idle' ? 0 : 1,
            transition: 'opacity 150ms',
          }}
        >
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
            {state === 'importing' ? (
              <CircularProgress size={18} sx={{ color: 'common.white' }} />
            ) : state === 'imported' ? (
              <CheckCircle fontSize="small" sx={{ color: 'success.light' }} />
            ) : (
              <AddPhotoAlternateOutlined fontSize="small" />
            )}
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {state === 'importing'
                ? t('import.adding')
                : state === 'imported'
                  ? t('import.added')
                  : t('import.addShort')}
            </Typography>
          </Box>
        </Box>
      </ButtonBase>
      <ProviderAttribution provider={provider} kind={result.kind} author={result.author} sx={{ mt: 0.5 }} />
    </Box>
  );
}
