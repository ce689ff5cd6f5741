import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { MediaSection, TMediaItem } from '@placard/contract';
import { useMediaList } from '../../api/media';
import { useDebouncedValue } from '../../components/useDebouncedValue';

const SECTIONS: readonly MediaSection[] = ['my', 'shared', 'stock'];

type PicturePickerProps = {
  open: boolean;
  onClose: () => void;
  onPick: (picture: { mediaId: number; url: string }) => void;
};

/** The images of the media library (My, Shared, Stock) as a grid to pick an item's picture from. */
export function PicturePicker({ open, onClose, onPick }: PicturePickerProps) {
  const { t } = useTranslation('menus');
  const [section, setSection] = useState<MediaSection>('my');
  const [search, setSearch] = useState('');
  const searchTerm = useDebouncedValue(search, 250);
  const list = useMediaList({ section, kind: 'image', searchTerm, limit: 60 });
  const images = (list.data?.results ?? []).filter((item: TMediaItem) => item.status === 'ready');
  return (
    <Dialog open={open} onClose={onClose} maxWidth="md" fullWidth aria-labelledby="menu-picture-title">
      <DialogTitle id="menu-picture-title">{t('picture.title')}</DialogTitle>
      <DialogContent>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2 }}>
          <Tabs value={section} onChange={(_event, value: MediaSection) => setSection(value)}>
            {SECTIONS.map((value) => (
              <Tab key={value} value={value} label={t(`picture.sections.${value}`)} />
            ))}
          </Tabs>
          <TextField
            size="small"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder={t('picture.search')}
            sx={{ ml: 'auto', minWidth: 220 }}
            slotProps={{ htmlInput: { 'aria-label': t('picture.search') } }}
          />
        </Box>
        <Box
          data-testid="menu-picture-grid"
          sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))' }}
        >
          {list.isPending &&
            Array.from({ length: 8 }, (_, index) => (
              <Skeleton key={index} variant="rounded" sx={{ aspectRatio: '1', height: 'auto' }} />
            ))}
          {images.map((item) => (
            <ButtonBase
              key={item.id}
              onClick={() => onPick({ mediaId: item.id, url: item.url })}
              data-testid="menu-picture-option"
              aria-label={item.name}
              sx={{
                display: 'block',
                borderRadius: 1.5,
                overflow: 'hidden',
                border: 1,
                borderColor: 'divider',
                '&:hover, &.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main' },
              }}
            >
              <Box
                component="img"
                src={item.thumbnailUrl ?? item.url}
                alt=""
                sx={{ display: 'block', width: '100%', aspectRatio: '1', objectFit: 'cover' }}
              />
              <Typography variant="caption" noWrap component="div" sx={{ px: 1, py: 0.5, textAlign: 'left' }}>
                {item.name}
              </Typography>
            </ButtonBase>
          ))}
        </Box>
        {!list.isPending && images.length === 0 && (
          <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
            {t('picture.empty')}
          </Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button variant="text" onClick={onClose}>
          {t('common.cancel')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
