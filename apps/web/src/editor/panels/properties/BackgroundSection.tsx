import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import AddPhotoAlternateOutlined from '@mui/icons-material/AddPhotoAlternateOutlined';
import HideImageOutlined from '@mui/icons-material/HideImageOutlined';
import type { TBackground, TMediaItem } from '@placard/contract';
import { useEditor } from '../../context/EditorContext';
import { BackgroundImageDialog } from './BackgroundImageDialog';
import { ColorField } from './ColorField';
import { PanelSection } from './PanelSection';

/** The background an image from the media library makes, over the colour kept from before. */
export function imageBackground(item: Pick<TMediaItem, 'id' | 'url'>, color: string): TBackground {
  return { type: 'image', mediaId: item.id, url: item.url, color };
}

/** The slide's background: a colour, or an image of the media library over it. */
export function BackgroundSection({ background }: { background: TBackground }) {
  const { t } = useTranslation('editorProperties');
  const { setBackground, readOnly } = useEditor();
  const [choosing, setChoosing] = useState(false);

  return (
    <PanelSection title={t('background.title')}>
      <ColorField
        label={t('background.color')}
        value={background.color}
        disabled={readOnly}
        testId="background-color"
        onChange={(color) => setBackground({ ...background, color })}
      />
      {background.type === 'image' && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Box
            component="img"
            src={background.url}
            alt={t('background.current')}
            sx={{
              width: 56,
              height: 36,
              objectFit: 'cover',
              borderRadius: 0.5,
              border: 1,
              borderColor: 'divider',
            }}
          />
          <Typography variant="caption" color="text.secondary">
            {t('background.imageOver')}
          </Typography>
        </Box>
      )}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button
          size="small"
          variant="outlined"
          startIcon={<AddPhotoAlternateOutlined />}
          disabled={readOnly}
          onClick={() => setChoosing(true)}
        >
          {background.type === 'image' ? t('background.changeImage') : t('background.image')}
        </Button>
        {background.type === 'image' && (
          <Button
            size="small"
            color="inherit"
            startIcon={<HideImageOutlined />}
            disabled={readOnly}
            onClick={() => setBackground({ type: 'color', color: background.color })}
          >
            {t('background.removeImage')}
          </Button>
        )}
      </Box>
      {choosing && (
        <BackgroundImageDialog
          onClose={() => setChoosing(false)}
          onChoose={(item) => {
            setChoosing(false);
            setBackground(imageBackground(item, background.color));
          }}
        />
      )}
    </PanelSection>
  );
}
