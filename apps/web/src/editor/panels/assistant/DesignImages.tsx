import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import CheckCircle from '@mui/icons-material/CheckCircle';
import { useTranslation } from 'react-i18next';
import { ASSISTANT_IMAGES_MAX } from '@placard/contract';
import { useLibraryMedia } from '../library/useLibraryMedia';

const grid = { display: 'grid', gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: 0.5 } as const;

/** Pictures of My media the designed slide may use: a click picks one, another click lets it go. */
export function DesignImages({
  picked,
  onChange,
  disabled,
}: {
  picked: readonly number[];
  onChange: (ids: number[]) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation('assistant');
  const media = useLibraryMedia({ section: 'my', folderId: null, kind: 'image', searchTerm: '' });
  const items = (media.data?.pages ?? []).flatMap((page) => page.results).filter((item) => item.thumbnailUrl);
  const toggle = (id: number) =>
    onChange(picked.includes(id) ? picked.filter((one) => one !== id) : [...picked, id]);

  return (
    <Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 0.75 }}>
        {t('images.label', { max: ASSISTANT_IMAGES_MAX })}
      </Typography>
      {media.isSuccess && items.length === 0 && (
        <Typography variant="caption" color="text.secondary">
          {t('images.none')}
        </Typography>
      )}
      <Box sx={grid} role="group" aria-label={t('images.label', { max: ASSISTANT_IMAGES_MAX })}>
        {items.map((item) => {
          const chosen = picked.includes(item.id);
          return (
            <ButtonBase
              key={item.id}
              aria-pressed={chosen}
              aria-label={item.name}
              title={item.name}
              disabled={disabled || (!chosen && picked.length >= ASSISTANT_IMAGES_MAX)}
              onClick={() => toggle(item.id)}
              data-testid={`assistant-image-${item.id}`}
              sx={{
                position: 'relative',
                aspectRatio: '1',
                borderRadius: 1,
                overflow: 'hidden',
                outline: chosen ? '3px solid' : '1px solid',
                outlineColor: chosen ? 'primary.main' : 'divider',
                outlineOffset: chosen ? -3 : -1,
                '&.Mui-disabled': { opacity: 0.4 },
              }}
            >
              <Box
                component="img"
                src={item.thumbnailUrl ?? ''}
                alt=""
                loading="lazy"
                sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
              />
              {chosen && (
                <CheckCircle
                  color="primary"
                  fontSize="small"
                  sx={{
                    position: 'absolute',
                    top: 2,
                    right: 2,
                    bgcolor: 'background.paper',
                    borderRadius: '50%',
                  }}
                  aria-hidden
                />
              )}
            </ButtonBase>
          );
        })}
      </Box>
      {media.hasNextPage && (
        <Button size="small" onClick={() => void media.fetchNextPage()} sx={{ mt: 0.5 }}>
          {t('images.more')}
        </Button>
      )}
    </Box>
  );
}
