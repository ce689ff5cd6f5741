import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/Check';
import SearchIcon from '@mui/icons-material/Search';
import { useVirtualizer } from '@tanstack/react-virtual';
import { FONT_CATEGORIES, type FontCategory } from '@placard/fonts';
import { FontThumbnail } from './FontThumbnail';
import { fontRows, type FontRow } from './fontRows';

const HEADING_HEIGHT = 32;
const FONT_HEIGHT = 44;
const LIST_HEIGHT = 360;
/** how many fonts Page Up and Page Down move by */
const PAGE = 8;

interface FontListProps {
  /** the font in use, marked in the list */
  value: string;
  /** the last-used font ids, most recent first */
  recent: readonly string[];
  onChoose: (id: string) => void;
}

/**
 * A searchable list of the catalogue's fonts, grouped by category under the recently used ones.
 * Only the rows in view are drawn. The search field keeps the focus and steers the list:
 * arrows and Page Up/Down move through the fonts, Enter chooses.
 */
export function FontList({ value, recent, onChoose }: FontListProps) {
  const { t } = useTranslation('fonts');
  const listId = useId();
  const scrollRef = useRef<HTMLDivElement>(null);
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState<FontCategory | 'all'>('all');
  const labels = useMemo(
    () => ({
      recent: t('recent'),
      categories: Object.fromEntries(FONT_CATEGORIES.map((c) => [c, t(`categories.${c}`)])) as Record<
        FontCategory,
        string
      >,
    }),
    [t],
  );
  const rows = useMemo(
    () => fontRows(recent, { query, category }, labels),
    [recent, query, category, labels],
  );
  const fontIndexes = useMemo(
    () => rows.flatMap((row, index) => (row.kind === 'font' ? [index] : [])),
    [rows],
  );
  // the active row is remembered by key, so it stays put while the list around it changes
  const [activeKey, setActiveKey] = useState<string | null>(
    () => rows.find((row) => row.kind === 'font' && row.font.quillId === value)?.key ?? null,
  );
  const found = rows.findIndex((row) => row.key === activeKey && row.kind === 'font');
  const activeIndex = found >= 0 ? found : (fontIndexes[0] ?? -1);
  const optionId = (index: number) => `${listId}-option-${index}`;

  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer is read during render by design
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: (index) => (rows[index]?.kind === 'heading' ? HEADING_HEIGHT : FONT_HEIGHT),
    getItemKey: (index) => rows[index]?.key ?? index,
    overscan: 6,
    initialRect: { width: 320, height: LIST_HEIGHT },
  });

  useEffect(() => {
    if (activeIndex >= 0) virtualizer.scrollToIndex(activeIndex, { align: 'auto' });
  }, [activeIndex, virtualizer]);

  const moveBy = (step: number) => {
    if (fontIndexes.length === 0) return;
    const position = Math.max(0, fontIndexes.indexOf(activeIndex));
    const next = Math.min(fontIndexes.length - 1, Math.max(0, position + step));
    const row = rows[fontIndexes[next] ?? -1];
    if (row) setActiveKey(row.key);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const steps: Record<string, number> = { ArrowDown: 1, ArrowUp: -1, PageDown: PAGE, PageUp: -PAGE };
    const step = steps[event.key];
    if (step !== undefined) {
      event.preventDefault();
      moveBy(step);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const row = rows[activeIndex];
      if (row?.kind === 'font') onChoose(row.font.quillId);
    }
  };

  const renderRow = (row: FontRow, index: number) => {
    if (row.kind === 'heading') {
      return (
        <Typography
          variant="overline"
          color="text.secondary"
          aria-hidden
          sx={{ display: 'block', px: 2, lineHeight: `${HEADING_HEIGHT}px` }}
        >
          {row.label}
        </Typography>
      );
    }
    const selected = row.font.quillId === value;
    return (
      <Box
        id={optionId(index)}
        role="option"
        aria-selected={selected}
        aria-setsize={fontIndexes.length}
        aria-posinset={fontIndexes.indexOf(index) + 1}
        data-testid={`font-option-${row.key}`}
        onClick={() => onChoose(row.font.quillId)}
        sx={{
          height: '100%',
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          px: 2,
          cursor: 'pointer',
          bgcolor: index === activeIndex ? 'action.focus' : undefined,
          '&:hover': { bgcolor: 'action.hover' },
        }}
      >
        <FontThumbnail font={row.font} />
        {selected && <CheckIcon fontSize="small" color="primary" sx={{ ml: 'auto' }} />}
      </Box>
    );
  };

  return (
    <Box sx={{ width: 320, display: 'flex', flexDirection: 'column' }}>
      <Box sx={{ p: 1.5, pb: 1 }}>
        <TextField
          autoFocus
          fullWidth
          size="small"
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setActiveKey(null);
          }}
          onKeyDown={onKeyDown}
          placeholder={t('search')}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
            htmlInput: {
              role: 'combobox',
              'aria-label': t('search'),
              'aria-expanded': true,
              'aria-controls': listId,
              'aria-autocomplete': 'list',
              'aria-activedescendant': activeIndex >= 0 ? optionId(activeIndex) : undefined,
              'data-testid': 'font-search',
            },
          }}
        />
        <Box
          role="group"
          aria-label={t('category')}
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mt: 1 }}
        >
          {(['all', ...FONT_CATEGORIES] as const).map((option) => (
            <Chip
              key={option}
              size="small"
              label={option === 'all' ? t('all') : labels.categories[option]}
              color={category === option ? 'primary' : 'default'}
              variant={category === option ? 'filled' : 'outlined'}
              aria-pressed={category === option}
              onClick={() => {
                setCategory(option);
                setActiveKey(null);
              }}
            />
          ))}
        </Box>
      </Box>
      <Box
        ref={scrollRef}
        id={listId}
        role="listbox"
        aria-label={t('list')}
        data-testid="font-list"
        sx={{
          height: Math.min(LIST_HEIGHT, virtualizer.getTotalSize()),
          overflowY: 'auto',
          position: 'relative',
        }}
      >
        <Box sx={{ height: virtualizer.getTotalSize(), width: '100%', position: 'relative' }}>
          {virtualizer.getVirtualItems().map((item) => {
            const row = rows[item.index];
            if (!row) return null;
            return (
              <Box
                key={item.key}
                sx={{
                  position: 'absolute',
                  top: 0,
                  left: 0,
                  width: '100%',
                  height: item.size,
                  transform: `translateY(${item.start}px)`,
                }}
              >
                {renderRow(row, item.index)}
              </Box>
            );
          })}
        </Box>
      </Box>
      {rows.length === 0 && (
        <Typography role="status" color="text.secondary" sx={{ px: 2, py: 3, textAlign: 'center' }}>
          {t('noMatch', { query: query.trim() })}
        </Typography>
      )}
    </Box>
  );
}
