import { useMemo } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { WeighedEntry } from '../nowPlaying';
import { EntryRow } from './EntryRow';
import { overlapsByEntry } from './entryOverlaps';

export interface EntryListProps {
  entries: readonly WeighedEntry[];
  /** thumbnails of the playlists, by id */
  thumbnails: ReadonlyMap<number, string | null>;
  /** today in the screen's timezone (YYYY-MM-DD): overlaps are looked for from then on */
  today: string;
  editable: boolean;
  onEdit: (entry: WeighedEntry) => void;
  onRemove: (entry: WeighedEntry) => void;
}

/** The entries of a device or group in their order, then (greyed) those its groups above give it. */
export function EntryList({ entries, thumbnails, today, editable, onEdit, onRemove }: EntryListProps) {
  const { t } = useTranslation('schedule');
  const overlaps = useMemo(() => overlapsByEntry(entries, today), [entries, today]);
  const names = useMemo(() => new Map(entries.map((entry) => [entry.id, entry.playlistName])), [entries]);
  const own = entries.filter((entry) => entry.own);
  const inherited = entries.filter((entry) => !entry.own);
  const row = (entry: WeighedEntry) => (
    <EntryRow
      key={entry.id}
      entry={entry}
      thumbnailUrl={thumbnails.get(entry.playlistId)}
      overlapsWith={(overlaps.get(entry.id) ?? []).map((id) => names.get(id) ?? '')}
      editable={editable && entry.own}
      onEdit={() => onEdit(entry)}
      onRemove={() => onRemove(entry)}
    />
  );
  return (
    <Box>
      {own.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 3, px: 2 }} data-testid="schedule-empty">
          {t('panel.empty')}
        </Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }} data-testid="schedule-own-entries">
          {own.map(row)}
        </Box>
      )}
      {inherited.length > 0 && (
        <Box component="section" aria-labelledby="schedule-inherited-title" sx={{ mt: 2 }}>
          <Typography id="schedule-inherited-title" variant="subtitle2" sx={{ px: 2, fontWeight: 600 }}>
            {t('panel.inherited')}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ px: 2, mb: 1 }}>
            {t('panel.inheritedHelp')}
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }} data-testid="schedule-inherited-entries">
            {inherited.map(row)}
          </Box>
        </Box>
      )}
    </Box>
  );
}
