import { Fragment, useCallback, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import FolderOutlined from '@mui/icons-material/FolderOutlined';
import { useTranslation } from 'react-i18next';
import type { MediaKind, MediaSection, TMediaFolder } from '@placard/contract';
import { MediaTile } from './MediaTile';
import { PdfPages } from './PdfPages';
import { SearchField } from './SearchField';
import { SectionToggle } from './SectionToggle';
import { useSearchTerm } from './useSearchTerm';
import { tileSx } from './LibraryTile';
import type { ElementAdder } from './useElementAdder';
import { useLibraryMedia } from './useLibraryMedia';

/** The kinds the library places, in the order of the filter. */
const KINDS: readonly MediaKind[] = ['image', 'gif', 'video', 'pdf'];
const ALL = 'all';

const grid = { display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 0.75 } as const;

function FolderTile({ folder, onOpen }: { folder: TMediaFolder; onOpen: (id: number) => void }) {
  const { t } = useTranslation('editorLibrary');
  return (
    <ButtonBase
      aria-label={t('media.openFolder', { name: folder.name })}
      onClick={() => onOpen(folder.id)}
      data-testid={`library-folder-${folder.id}`}
      sx={[tileSx, { justifyContent: 'flex-start', gap: 0.5, px: 0.75, py: 0.5 }]}
    >
      <FolderOutlined fontSize="small" color="action" aria-hidden />
      <Typography variant="caption" noWrap sx={{ minWidth: 0 }}>
        {folder.name}
      </Typography>
    </ButtonBase>
  );
}

/** Images, GIFs, videos and PDF pages of the media library, by section, folder, search and kind. */
export function MediaTab({ adder }: { adder: ElementAdder }) {
  const { t } = useTranslation('editorLibrary');
  const [section, setSection] = useState<MediaSection>('my');
  const [folderId, setFolderId] = useState<number | null>(null);
  const [kind, setKind] = useState<MediaKind | undefined>(undefined);
  const [query, setQuery] = useState('');
  const searchTerm = useSearchTerm(query);
  const [openPdf, setOpenPdf] = useState<number | null>(null);
  const media = useLibraryMedia({ section, folderId, kind, searchTerm });
  const toggle = useCallback((id: number) => setOpenPdf((open) => (open === id ? null : id)), []);

  const pages = media.data?.pages ?? [];
  const items = pages.flatMap((page) => page.results);
  const first = pages[0];
  const folders = searchTerm || section === 'stock' ? [] : (first?.folders ?? []);
  const path = searchTerm ? [] : (first?.path ?? []);
  const here = path[path.length - 1];
  const parent = path[path.length - 2];

  const chooseSection = (next: MediaSection) => {
    setSection(next);
    setFolderId(null);
    setOpenPdf(null);
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <SectionToggle value={section} onChange={chooseSection} testId="library-media-sections" />
      <Box sx={{ display: 'flex', gap: 0.75 }}>
        <SearchField
          label={t('media.search')}
          value={query}
          onChange={setQuery}
          testId="library-media-search"
        />
        <TextField
          select
          size="small"
          label={t('media.kinds.label')}
          value={kind ?? ALL}
          onChange={(event) =>
            setKind(event.target.value === ALL ? undefined : (event.target.value as MediaKind))
          }
          sx={{ width: 96, flexShrink: 0 }}
          slotProps={{ htmlInput: { 'data-testid': 'library-media-kind' } }}
        >
          <MenuItem value={ALL}>{t('media.kinds.all')}</MenuItem>
          {KINDS.map((value) => (
            <MenuItem key={value} value={value}>
              {t(`media.kinds.${value}`)}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      {here && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minWidth: 0 }}>
          <IconButton
            size="small"
            aria-label={t('media.up', { name: parent?.name ?? t(`sections.${section}`) })}
            onClick={() => setFolderId(parent?.id ?? null)}
            data-testid="library-media-up"
          >
            <ArrowBack fontSize="small" />
          </IconButton>
          <Typography variant="subtitle2" noWrap>
            {here.name}
          </Typography>
        </Box>
      )}
      {folders.length > 0 && (
        <Box
          role="group"
          aria-label={t('media.folders')}
          sx={{ ...grid, gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }}
        >
          {folders.map((folder) => (
            <FolderTile key={folder.id} folder={folder} onOpen={setFolderId} />
          ))}
        </Box>
      )}
      {media.isPending ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
          <CircularProgress size={24} aria-label={t('media.listLabel')} />
        </Box>
      ) : media.isError && items.length === 0 ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void media.refetch()}>
              {t('media.retry')}
            </Button>
          }
        >
          {t('media.loadFailed')}
        </Alert>
      ) : items.length === 0 ? (
        folders.length === 0 && (
          <Typography variant="body2" color="text.secondary" sx={{ py: 2, textAlign: 'center' }}>
            {searchTerm ? t('media.emptySearch', { query: searchTerm }) : t('media.empty')}
          </Typography>
        )
      ) : (
        <Box role="group" aria-label={t('media.listLabel')} sx={grid} data-testid="library-media-grid">
          {items.map((item) => (
            <Fragment key={item.id}>
              <MediaTile item={item} adder={adder} expanded={openPdf === item.id} onToggle={toggle} />
              {openPdf === item.id && item.kind === 'pdf' && <PdfPages item={item} adder={adder} />}
            </Fragment>
          ))}
        </Box>
      )}
      {media.hasNextPage && (
        <Button
          size="small"
          variant="outlined"
          onClick={() => void media.fetchNextPage()}
          disabled={media.isFetchingNextPage}
          data-testid="library-media-more"
        >
          {t('media.loadMore')}
        </Button>
      )}
    </Box>
  );
}
