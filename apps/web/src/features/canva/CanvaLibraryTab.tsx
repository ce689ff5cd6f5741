import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import OpenInNewRounded from '@mui/icons-material/OpenInNewRounded';
import { useQueries } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TCanvaDesign } from '@placard/contract';
import { mediaApi, PROCESSING_REFETCH_MS } from '../../api/media';
import { queryKeys } from '../../api/queryKeys';
import { LoadFailed } from '../../components/LoadFailed';
import { SearchField } from '../../components/SearchField';
import { errorMessage } from '../../components/form/formMessage';
import { useDebouncedValue } from '../../components/useDebouncedValue';
import { tileSx } from '../../editor/panels/library/LibraryTile';
import { MediaTile } from '../../editor/panels/library/MediaTile';
import type { ElementAdder } from '../../editor/panels/library/useElementAdder';
import { CANVA_PATH, useCanvaDesigns, useCanvaImport, useCanvaStatus } from './canvaApi';
import { CanvaThumbnail } from './CanvaDesignCard';
import { CanvaImportProgress } from './CanvaImportProgress';

const grid = { display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 0.75 } as const;
const SEARCH_DELAY_MS = 350;

/** The items an import made, each a tile to add to the slide once processed. */
function ImportedItems({ ids, adder }: { ids: number[]; adder: ElementAdder }) {
  const items = useQueries({
    queries: ids.map((id) => ({
      queryKey: queryKeys.mediaInfo(id),
      queryFn: () => mediaApi.info(id),
      refetchInterval: (query: { state: { data?: { status: string } } }) =>
        query.state.data?.status === 'processing' ? PROCESSING_REFETCH_MS : false,
    })),
  });
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 0.75, mt: 1 }}>
      {items.map((item, index) =>
        item.data ? (
          <MediaTile
            key={item.data.id}
            item={item.data}
            adder={adder}
            expanded={false}
            onToggle={() => undefined}
          />
        ) : (
          <Box
            key={ids[index]}
            sx={[tileSx, { aspectRatio: '4 / 3', display: 'grid', placeItems: 'center' }]}
          >
            <CircularProgress size={18} />
          </Box>
        ),
      )}
    </Box>
  );
}

/** One design: a click imports it as pictures (one per page), followed below the search. */
function DesignTile({
  design,
  onImport,
  busy,
}: {
  design: TCanvaDesign;
  onImport: () => void;
  busy: boolean;
}) {
  const { t } = useTranslation('canva');
  const title = design.title || t('designs.untitled');
  return (
    <ButtonBase
      onClick={onImport}
      disabled={busy}
      aria-label={`${t('import.button')}: ${title}`}
      data-testid={`library-canva-${design.id}`}
      sx={[tileSx, { flexDirection: 'column', alignItems: 'stretch' }]}
    >
      <CanvaThumbnail design={design} />
      <Typography variant="caption" noWrap sx={{ px: 0.75, py: 0.5, textAlign: 'left' }}>
        {title}
      </Typography>
    </ButtonBase>
  );
}

/** Follows the import of one design and shows what it made. */
function DesignImport({ design, adder }: { design: TCanvaDesign; adder: ElementAdder }) {
  const imports = useCanvaImport(design.id);
  const begun = useRef(false);
  useEffect(() => {
    if (begun.current) return;
    begun.current = true;
    imports.start('png');
  }, [imports]);
  return (
    <Box sx={{ mb: 1.5 }}>
      <CanvaImportProgress
        current={imports.current}
        error={imports.error}
        onRetry={() => {
          imports.reset();
          imports.start('png');
        }}
        showOpen={false}
      />
      {imports.current?.state === 'done' && <ImportedItems ids={imports.current.mediaIds} adder={adder} />}
    </Box>
  );
}

/**
 * The editor library's Canva tab: the user's designs, searched; a click imports one as pictures into
 * My media, whose tiles then add them to the slide. Without a connected account, it leads to the
 * media library's Canva page (in a new tab, leaving the editor as it is).
 */
export function CanvaLibraryTab({ adder }: { adder: ElementAdder }) {
  const { t } = useTranslation('canva');
  const status = useCanvaStatus();
  const connected = status.data?.connection != null;
  const [search, setSearch] = useState('');
  const query = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const designs = useCanvaDesigns(query, connected);
  const [importing, setImporting] = useState<TCanvaDesign | null>(null);
  const [round, setRound] = useState(0);
  const list = designs.data?.pages.flatMap((page) => page.designs) ?? [];

  if (status.isPending) return <CircularProgress size={24} />;
  if (!connected) {
    return (
      <Box data-testid="library-canva-connect">
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {t('editor.connectHint')}
        </Typography>
        <Button
          size="small"
          variant="outlined"
          endIcon={<OpenInNewRounded fontSize="small" />}
          href={CANVA_PATH}
          target="_blank"
          rel="noopener"
        >
          {t('editor.openMedia')}
        </Button>
      </Box>
    );
  }
  return (
    <Box data-testid="library-canva">
      <SearchField
        value={search}
        onChange={setSearch}
        placeholder={t('designs.search')}
        inputLabel={t('designs.search')}
        clearLabel={t('designs.clear')}
        testId="library-canva-search"
        sx={{ width: '100%', mb: 1 }}
      />
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
        {t('editor.hint')}
      </Typography>
      {importing && <DesignImport key={`${importing.id}-${round}`} design={importing} adder={adder} />}
      {designs.isError ? (
        <LoadFailed
          message={errorMessage(designs.error, t('designs.loadFailed'))}
          onRetry={() => void designs.refetch()}
        />
      ) : designs.isPending ? (
        <CircularProgress size={24} />
      ) : list.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {query ? t('designs.noResults') : t('designs.emptyTitle')}
        </Typography>
      ) : (
        <Box sx={grid}>
          {list.map((design) => (
            <DesignTile
              key={design.id}
              design={design}
              busy={!adder.enabled}
              onImport={() => {
                setImporting(design);
                setRound((count) => count + 1);
              }}
            />
          ))}
        </Box>
      )}
      {designs.hasNextPage && (
        <Button
          size="small"
          fullWidth
          sx={{ mt: 1 }}
          onClick={() => void designs.fetchNextPage()}
          loading={designs.isFetchingNextPage}
        >
          {t('designs.loadMore')}
        </Button>
      )}
    </Box>
  );
}
