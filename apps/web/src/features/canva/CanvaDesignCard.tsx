import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import BrushOutlined from '@mui/icons-material/BrushOutlined';
import DownloadRounded from '@mui/icons-material/DownloadRounded';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import MovieOutlined from '@mui/icons-material/MovieOutlined';
import OpenInNewRounded from '@mui/icons-material/OpenInNewRounded';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import { useTranslation } from 'react-i18next';
import { CANVA_EXPORT_FORMATS, type CanvaExportFormat, type TCanvaDesign } from '@placard/contract';
import { useCanvaImport } from './canvaApi';
import { CanvaImportProgress } from './CanvaImportProgress';

const FORMAT_ICONS = {
  png: <ImageOutlined fontSize="small" />,
  pdf: <PictureAsPdfOutlined fontSize="small" />,
  mp4: <MovieOutlined fontSize="small" />,
} as const satisfies Record<CanvaExportFormat, unknown>;

/** The design's thumbnail, or a brush on a blank page when Canva has none. */
export function CanvaThumbnail({ design }: { design: TCanvaDesign }) {
  return (
    <Box
      sx={{
        position: 'relative',
        aspectRatio: '16 / 9',
        bgcolor: 'action.hover',
        display: 'grid',
        placeItems: 'center',
        overflow: 'hidden',
      }}
    >
      {design.thumbnailUrl ? (
        <Box
          component="img"
          src={design.thumbnailUrl}
          alt=""
          loading="lazy"
          sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'contain' }}
        />
      ) : (
        <BrushOutlined color="disabled" fontSize="large" />
      )}
    </Box>
  );
}

/** A design of the user's Canva account: import it (as pictures, a PDF or a video), or edit it in Canva. */
export function CanvaDesignCard({ design }: { design: TCanvaDesign }) {
  const { t } = useTranslation('canva');
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const [format, setFormat] = useState<CanvaExportFormat>('png');
  const imports = useCanvaImport(design.id);
  const title = design.title || t('designs.untitled');
  const started = imports.current !== undefined || imports.pending || imports.error !== null;
  const choose = (chosen: CanvaExportFormat) => {
    setMenu(null);
    setFormat(chosen);
    imports.reset();
    imports.start(chosen);
  };
  return (
    <Card
      variant="outlined"
      data-testid={`canva-design-${design.id}`}
      sx={{ display: 'flex', flexDirection: 'column' }}
    >
      <CanvaThumbnail design={design} />
      <CardContent sx={{ pb: 1, flex: 1 }}>
        <Typography variant="subtitle2" component="h3" noWrap title={title}>
          {title}
        </Typography>
        {design.pageCount !== null && (
          <Typography variant="caption" color="text.secondary">
            {t('designs.pages', { count: design.pageCount })}
          </Typography>
        )}
        {started && (
          <Box sx={{ mt: 1 }}>
            <CanvaImportProgress
              current={imports.current}
              error={imports.error}
              onRetry={() => choose(format)}
            />
          </Box>
        )}
      </CardContent>
      <CardActions sx={{ justifyContent: 'space-between', px: 2, pb: 1.5 }}>
        <Button
          size="small"
          variant="outlined"
          startIcon={<DownloadRounded />}
          onClick={(event) => setMenu(event.currentTarget)}
          disabled={imports.pending}
          aria-haspopup="menu"
          data-testid={`canva-import-${design.id}`}
        >
          {t('import.button')}
        </Button>
        <Tooltip title={t('designs.edit')}>
          <IconButton
            size="small"
            component="a"
            href={design.editUrl}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${t('designs.edit')}: ${title}`}
            data-testid={`canva-edit-${design.id}`}
          >
            <OpenInNewRounded fontSize="small" />
          </IconButton>
        </Tooltip>
      </CardActions>
      <Menu anchorEl={menu} open={menu !== null} onClose={() => setMenu(null)}>
        <Typography variant="overline" color="text.secondary" sx={{ px: 2 }} component="div">
          {t('import.choose', { title })}
        </Typography>
        {CANVA_EXPORT_FORMATS.map((choice) => (
          <MenuItem key={choice} onClick={() => choose(choice)} data-testid={`canva-import-as-${choice}`}>
            <ListItemIcon>{FORMAT_ICONS[choice]}</ListItemIcon>
            <ListItemText>{t(`import.${choice}`)}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </Card>
  );
}
