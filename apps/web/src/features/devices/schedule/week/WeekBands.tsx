import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import type { WeighedEntry } from '../nowPlaying';
import { EntryBlock } from './EntryBlock';
import type { WeekLayout } from './weekLayout';

interface BandProps {
  layout: WeekLayout;
  byId: ReadonlyMap<number, WeighedEntry>;
  columns: string;
  editable: boolean;
  onEdit: (entry: WeighedEntry) => void;
}

const gutterLabel = {
  fontSize: 11,
  color: 'text.secondary',
  pr: 1,
  textAlign: 'right',
  alignSelf: 'center',
  lineHeight: 1.2,
} as const;

/** Play-now entries run all week (until stopped): each is a band across the seven days. */
export function PlayNowBand({ layout, byId, columns, editable, onEdit }: BandProps) {
  const { t } = useTranslation('schedule');
  const entries = layout.playNow.flatMap((id) => byId.get(id) ?? []);
  if (entries.length === 0) return null;
  return (
    <Box
      data-testid="week-play-now"
      sx={{
        display: 'grid',
        gridTemplateColumns: columns,
        rowGap: 0.5,
        py: 0.5,
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      <Box sx={{ ...gutterLabel, gridRow: `1 / span ${entries.length}` }}>{t('week.playNow')}</Box>
      {entries.map((entry, row) => (
        <EntryBlock
          key={entry.id}
          entry={entry}
          label={`${entry.playlistName}, ${t('entry.playNow')}`}
          editable={editable}
          onEdit={onEdit}
          testId="week-play-now-band"
          sx={{ gridColumn: '2 / span 7', gridRow: row + 1, mx: 0.25, py: 0.5, display: 'block' }}
        >
          <Box component="span" sx={{ fontWeight: 600 }}>
            {entry.playlistName}
          </Box>{' '}
          · {t('entry.playNow')}
        </EntryBlock>
      ))}
    </Box>
  );
}

/** All-day occurrences, above the hours; several on one day stack. */
export function AllDayRow({ layout, byId, columns, editable, onEdit }: BandProps) {
  const { t } = useTranslation('schedule');
  const rows = Math.max(1, ...layout.allDay.map((block) => block.row + 1));
  return (
    <Box
      data-testid="week-all-day"
      sx={{
        display: 'grid',
        gridTemplateColumns: columns,
        gridTemplateRows: `repeat(${rows}, minmax(24px, auto))`,
        rowGap: 0.5,
        py: 0.5,
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      <Box sx={{ ...gutterLabel, gridRow: `1 / span ${rows}` }}>{t('week.allDay')}</Box>
      {layout.allDay.map((block) => {
        const entry = byId.get(block.entryId);
        if (!entry) return null;
        return (
          <EntryBlock
            key={`${block.entryId}-${block.day}`}
            entry={entry}
            label={`${entry.playlistName}, ${t('summary.allDay')}`}
            editable={editable}
            onEdit={onEdit}
            testId="week-all-day-block"
            data={{ 'data-day': block.day }}
            sx={{ gridColumn: block.day + 2, gridRow: block.row + 1, mx: 0.25 }}
          >
            <Box
              component="span"
              sx={{
                display: 'block',
                fontWeight: 600,
                whiteSpace: 'nowrap',
                overflow: 'hidden',
                textOverflow: 'ellipsis',
              }}
            >
              {entry.playlistName}
            </Box>
          </EntryBlock>
        );
      })}
    </Box>
  );
}
