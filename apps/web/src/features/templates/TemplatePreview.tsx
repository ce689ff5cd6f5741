import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import { useTranslation } from 'react-i18next';
import { aspectRatio, type TPlaylistSummary } from '@placard/contract';
import { fitInBox } from '../playlists/playlistFormat';

/** The box every card's picture fills, whatever the template's shape: 16:10, as for playlists. */
const BOX_RATIO = 16 / 10;

/**
 * What stands for a template: its slide's thumbnail in the template's own aspect ratio, or a plain
 * slide of that shape when there is no thumbnail yet.
 */
export function TemplatePreview({
  template,
}: {
  template: Pick<TPlaylistSummary, 'aspect' | 'thumbnailUrl'>;
}) {
  const { t } = useTranslation('media');
  const [width, height] = aspectRatio(template.aspect);
  return (
    <Box sx={{ position: 'relative', aspectRatio: '16 / 10', bgcolor: 'grey.100' }}>
      <Box
        sx={{
          position: 'absolute',
          inset: 12,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
        }}
      >
        <Box
          data-testid="template-preview"
          data-aspect={`${width}:${height}`}
          sx={{
            ...fitInBox(template.aspect, BOX_RATIO),
            aspectRatio: `${width} / ${height}`,
            maxWidth: '100%',
            maxHeight: '100%',
            overflow: 'hidden',
            borderRadius: 1,
            bgcolor: 'background.paper',
            boxShadow: 1,
          }}
        >
          {template.thumbnailUrl ? (
            <Box
              component="img"
              src={template.thumbnailUrl}
              alt=""
              loading="lazy"
              decoding="async"
              draggable={false}
              data-testid="template-thumbnail"
              sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
            />
          ) : (
            <Box
              data-testid="template-no-thumbnail"
              sx={{
                width: '100%',
                height: '100%',
                display: 'flex',
                flexDirection: 'column',
                alignItems: 'center',
                justifyContent: 'center',
                gap: 0.5,
                // secondary, not disabled: the words must stay readable (WCAG AA contrast)
                color: 'text.secondary',
                textAlign: 'center',
                px: 1,
              }}
            >
              <DashboardOutlined sx={{ fontSize: 32 }} aria-hidden />
              <Typography variant="caption" sx={{ lineHeight: 1.2 }}>
                {t('templates.noPreview')}
              </Typography>
            </Box>
          )}
        </Box>
      </Box>
    </Box>
  );
}
