import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import { alpha } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';

/** Covers the window while a file is dragged over the library: where it will go if dropped. */
export function DropOverlay({ destination }: { destination: string }) {
  const { t } = useTranslation('media');
  return (
    <Box
      data-testid="media-drop-overlay"
      role="status"
      sx={(theme) => ({
        position: 'fixed',
        inset: 0,
        zIndex: theme.zIndex.modal + 1,
        pointerEvents: 'none',
        display: 'grid',
        placeItems: 'center',
        p: 3,
        bgcolor: alpha(theme.palette.primary.main, 0.12),
        backdropFilter: 'blur(2px)',
      })}
    >
      <Box
        sx={(theme) => ({
          width: '100%',
          height: '100%',
          borderRadius: 4,
          border: `3px dashed ${theme.palette.primary.main}`,
          display: 'grid',
          placeItems: 'center',
        })}
      >
        <Box
          sx={{
            textAlign: 'center',
            bgcolor: 'background.paper',
            borderRadius: 3,
            px: 5,
            py: 4,
            boxShadow: 8,
          }}
        >
          <CloudUploadOutlined color="primary" sx={{ fontSize: 56 }} aria-hidden />
          <Typography variant="h3" sx={{ mt: 1 }}>
            {t('upload.dropHere')}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            {t('upload.dropInto', { destination })}
          </Typography>
        </Box>
      </Box>
    </Box>
  );
}
