import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import InputAdornment from '@mui/material/InputAdornment';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Search from '@mui/icons-material/Search';
import { SEARCH_MAX_LENGTH, type OwnSection, type TMediaItem } from '@placard/contract';
import { useImageChoices, useSettled } from './useImageChoices';

const SECTIONS: readonly OwnSection[] = ['my', 'shared'];

function ImageChoice({ item, onChoose }: { item: TMediaItem; onChoose: (item: TMediaItem) => void }) {
  return (
    <ButtonBase
      onClick={() => onChoose(item)}
      aria-label={item.name}
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'stretch',
        borderRadius: 1,
        border: 1,
        borderColor: 'divider',
        overflow: 'hidden',
        '&:hover, &.Mui-focusVisible': {
          borderColor: 'primary.main',
          boxShadow: (theme) => `0 0 0 1px ${theme.palette.primary.main}`,
        },
      }}
    >
      <Box
        component="img"
        src={item.thumbnailUrl ?? item.url}
        alt=""
        loading="lazy"
        draggable={false}
        sx={{
          width: '100%',
          aspectRatio: '4 / 3',
          objectFit: 'cover',
          display: 'block',
          bgcolor: 'action.hover',
        }}
      />
      <Typography variant="caption" noWrap sx={{ px: 0.75, py: 0.25, textAlign: 'left' }}>
        {item.name}
      </Typography>
    </ButtonBase>
  );
}

function Choices({
  section,
  searchTerm,
  onChoose,
}: {
  section: OwnSection;
  searchTerm: string;
  onChoose: (item: TMediaItem) => void;
}) {
  const { t } = useTranslation('editorProperties');
  const { items, loading, failed } = useImageChoices(section, searchTerm);
  if (loading) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
        <CircularProgress size={28} aria-label={t('imageDialog.loading')} />
      </Box>
    );
  }
  if (failed) {
    return (
      <Typography role="alert" color="error" sx={{ py: 4, textAlign: 'center' }}>
        {t('imageDialog.failed')}
      </Typography>
    );
  }
  if (items.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
        {searchTerm ? t('imageDialog.noMatch') : t('imageDialog.empty')}
      </Typography>
    );
  }
  return (
    <Box
      role="list"
      aria-label={t('imageDialog.list')}
      sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))', gap: 1 }}
    >
      {items.map((item) => (
        <Box role="listitem" key={item.id} sx={{ display: 'flex', flexDirection: 'column' }}>
          <ImageChoice item={item} onChoose={onChoose} />
        </Box>
      ))}
    </Box>
  );
}

/** Chooses an image (or GIF) of My or Shared media for the slide's background. */
export function BackgroundImageDialog({
  onClose,
  onChoose,
}: {
  onClose: () => void;
  onChoose: (item: TMediaItem) => void;
}) {
  const { t } = useTranslation('editorProperties');
  const [section, setSection] = useState<OwnSection>('my');
  const [query, setQuery] = useState('');
  const searchTerm = useSettled(query.trim());
  const titleId = useId();

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('imageDialog.title')}</DialogTitle>
      <DialogContent dividers sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, minHeight: 360 }}>
        <Tabs
          value={section}
          onChange={(_event, next: OwnSection) => setSection(next)}
          aria-label={t('imageDialog.sections')}
          sx={{ minHeight: 36, '& .MuiTab-root': { minHeight: 36 } }}
        >
          {SECTIONS.map((value) => (
            <Tab key={value} value={value} label={t(`imageDialog.section.${value}`)} />
          ))}
        </Tabs>
        <TextField
          type="search"
          size="small"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={t('imageDialog.search')}
          slotProps={{
            htmlInput: { 'aria-label': t('imageDialog.search'), maxLength: SEARCH_MAX_LENGTH },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <Search fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
        <Choices section={section} searchTerm={searchTerm} onChoose={onChoose} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('imageDialog.cancel')}</Button>
      </DialogActions>
    </Dialog>
  );
}
