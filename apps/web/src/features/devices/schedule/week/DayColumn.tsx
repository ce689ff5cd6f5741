import Box from '@mui/material/Box';
import type { WeighedEntry } from '../nowPlaying';
import { dateOfLocal } from '../scheduleText';
import { EntryBlock } from './EntryBlock';
import { NowLine } from './HourGrid';
import { HOUR_HEIGHT } from './WeekHeader';
import type { TimedBlock } from './weekLayout';

const pad = (value: number) => String(value).padStart(2, '0');
/** 540 → "09:00", 1440 → "24:00" */
export const minuteText = (minute: number) =>
  `${pad(Math.floor(minute / 60))}:${pad(Math.round(minute % 60))}`;

/** One day of the week view: its hour lines, its entries' blocks side by side, the line at the current time. */
export function DayColumn({
  date,
  day,
  blocks,
  byId,
  nowMinute,
  editable,
  onEdit,
  language,
  nowLabel,
}: {
  date: string;
  day: number;
  blocks: readonly TimedBlock[];
  byId: ReadonlyMap<number, WeighedEntry>;
  /** minutes since midnight when this column is today, else null */
  nowMinute: number | null;
  editable: boolean;
  onEdit: (entry: WeighedEntry) => void;
  language: string;
  nowLabel: string;
}) {
  const dayName = new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' }).format(
    dateOfLocal(date),
  );
  return (
    <Box
      data-testid="week-day"
      data-date={date}
      sx={{
        position: 'relative',
        height: 24 * HOUR_HEIGHT,
        borderLeft: 1,
        borderColor: 'divider',
        backgroundImage: (theme) =>
          `repeating-linear-gradient(to bottom, ${theme.palette.divider} 0 1px, transparent 1px ${HOUR_HEIGHT}px)`,
        ...(nowMinute !== null && { bgcolor: 'action.hover' }),
      }}
    >
      {blocks.map((block) => {
        const entry = byId.get(block.entryId);
        if (!entry) return null;
        const time = `${minuteText(block.startMinute)}–${minuteText(block.endMinute)}`;
        const height = ((block.endMinute - block.startMinute) / 60) * HOUR_HEIGHT;
        return (
          <EntryBlock
            key={`${block.entryId}-${block.startMinute}`}
            entry={entry}
            label={`${entry.playlistName}, ${dayName} ${time}`}
            editable={editable}
            onEdit={onEdit}
            testId="week-block"
            data={{ 'data-day': day, 'data-lane': block.lane, 'data-lanes': block.lanes }}
            sx={{
              position: 'absolute',
              top: (block.startMinute / 60) * HOUR_HEIGHT,
              height: Math.max(height, 18),
              left: `calc(${(block.lane / block.lanes) * 100}% + 2px)`,
              width: `calc(${100 / block.lanes}% - 4px)`,
            }}
          >
            <Box
              component="span"
              sx={{
                display: 'block',
                fontWeight: 600,
                whiteSpace: 'nowrap',
                textOverflow: 'ellipsis',
                overflow: 'hidden',
              }}
            >
              {entry.playlistName}
            </Box>
            {height >= 32 && (
              <Box component="span" sx={{ display: 'block' }}>
                {time}
              </Box>
            )}
          </EntryBlock>
        );
      })}
      {nowMinute !== null && (
        <NowLine
          testId="week-now"
          minute={nowMinute}
          hourHeight={HOUR_HEIGHT}
          label={`${nowLabel} ${minuteText(nowMinute)}`}
        />
      )}
    </Box>
  );
}
