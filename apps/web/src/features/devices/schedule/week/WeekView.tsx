import { useEffect, useMemo, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { addDays, localDateAt, mondayOf, wallClock, wallClockAt, wallDate } from '@placard/contract';
import type { WeighedEntry } from '../nowPlaying';
import { AllDayRow, PlayNowBand } from './WeekBands';
import { DayColumn } from './DayColumn';
import { HourGutter } from './HourGrid';
import { HOUR_HEIGHT, WeekHeader } from './WeekHeader';
import { layoutWeek } from './weekLayout';

export interface WeekViewProps {
  entries: readonly WeighedEntry[];
  /** the screen's timezone (a group's: the browser's) */
  timeZone: string;
  now: Date;
  editable: boolean;
  onEdit: (entry: WeighedEntry) => void;
}

const GUTTER = 72;
/** the hours shown first: the working day */
const FIRST_HOUR_SHOWN = 7;

/**
 * A week of the schedule, Monday to Sunday, in the screen's local time: entries as blocks in their
 * playlist's colour (overlapping ones side by side), all-day entries above the hours, play-now entries
 * as a band across the week, and a line at the current time. A block of an own entry opens it.
 */
export function WeekView({ entries, timeZone, now, editable, onEdit }: WeekViewProps) {
  const { t, i18n } = useTranslation('schedule');
  const today = localDateAt(now, timeZone);
  const [shown, setShown] = useState(today);
  const weekStart = wallDate(mondayOf(wallClock(shown)));
  const monday = wallClock(weekStart);
  const days = Array.from({ length: 7 }, (_, day) => wallDate(addDays(monday, day)));
  const layout = useMemo(() => layoutWeek(entries, wallClock(weekStart)), [entries, weekStart]);
  const byId = useMemo(() => new Map(entries.map((entry) => [entry.id, entry])), [entries]);
  const nowWall = wallClockAt(now, timeZone);
  const todayColumn = days.indexOf(today);
  const scroller = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (scroller.current) scroller.current.scrollTop = FIRST_HOUR_SHOWN * HOUR_HEIGHT;
  }, []);
  const columns = `${GUTTER}px repeat(7, minmax(0, 1fr))`;
  const hourLabel = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

  return (
    <Box data-testid="week-view" data-week={days[0]}>
      <WeekHeader
        days={days}
        today={today}
        columns={columns}
        onPrevious={() => setShown(wallDate(addDays(monday, -7)))}
        onNext={() => setShown(wallDate(addDays(monday, 7)))}
        onToday={() => setShown(today)}
      />
      <PlayNowBand layout={layout} byId={byId} columns={columns} editable={editable} onEdit={onEdit} />
      <AllDayRow layout={layout} byId={byId} columns={columns} editable={editable} onEdit={onEdit} />
      <Box
        ref={scroller}
        sx={{ maxHeight: 520, overflowY: 'auto', borderTop: 1, borderColor: 'divider' }}
        data-testid="week-hours"
      >
        <Box sx={{ display: 'grid', gridTemplateColumns: columns, position: 'relative' }}>
          <HourGutter hourHeight={HOUR_HEIGHT} label={hourLabel} />
          {days.map((date, day) => (
            <DayColumn
              key={date}
              date={date}
              day={day}
              blocks={layout.timed.filter((block) => block.day === day)}
              byId={byId}
              nowMinute={day === todayColumn ? nowWall.getUTCHours() * 60 + nowWall.getUTCMinutes() : null}
              editable={editable}
              onEdit={onEdit}
              language={i18n.language}
              nowLabel={t('week.now')}
            />
          ))}
        </Box>
      </Box>
    </Box>
  );
}
