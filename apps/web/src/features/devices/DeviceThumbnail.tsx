import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import TvOutlined from '@mui/icons-material/TvOutlined';
import { useTranslation } from 'react-i18next';

/**
 * What a screen shows, as its last picture (16:9, letterboxed), or a placeholder saying there is
 * none yet. Each picture has its own address, so a new one replaces the old as soon as it is listed.
 */
export function DeviceThumbnail({
  url,
  name,
  compact = false,
}: {
  url: string | null;
  name: string;
  compact?: boolean;
}) {
  const { t } = useTranslation('devices');
  return (
    <Box
      sx={{
        position: 'relative',
        aspectRatio: '16 / 9',
        bgcolor: '#1F2330',
        display: 'grid',
        placeItems: 'center',
        overflow: 'hidden',
        borderRadius: compact ? 1 : 0,
      }}
      data-testid="device-thumbnail"
    >
      {url ? (
        <Box
          component="img"
          src={url}
          alt={t('thumbnail.alt', { name })}
          loading="lazy"
          sx={{ width: '100%', height: '100%', objectFit: 'contain', display: 'block' }}
        />
      ) : (
        <Box sx={{ textAlign: 'center', color: 'rgba(255,255,255,0.78)', px: 1 }}>
          <TvOutlined sx={{ fontSize: compact ? 20 : 36 }} aria-hidden />
          {!compact && (
            <Typography variant="caption" component="p" sx={{ color: 'inherit' }}>
              {t('thumbnail.none')}
            </Typography>
          )}
        </Box>
      )}
    </Box>
  );
}
