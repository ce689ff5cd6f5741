import { useEffect, useRef, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { dateOfLocal } from '../scheduleText';
import { HourGutter, NowLine } from '../week/HourGrid';
import { WeekDayNames } from '../week/WeekHeader';
import { BlockLine, OverviewBlock } from './OverviewBlock';
import type { OverviewLayout, ShownBlock } from './overviewLayout';
import { minutesText } from './overviewText';

/** The height of an hour in the overview's week, in pixels: room for a name, a place and a reason. */
export const OVERVIEW_HOUR_HEIGHT = 52;
const GUTTER = 64;
const COLUMNS = `${GUTTER}px repeat(7, minmax(0, 1fr))`;
/** the hour shown first when the week has nothing earlier: the working day */
const FIRST_HOUR = 7;

/** What a block says of itself, worked out by the page. */
export interface BlockTexts {
  name: string;
  where: string;
  short: string;
  full: string;
}

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * The overview's week: days as columns, hours as rows, each block in its playlist's colour (hatched
 * when overridden) beside the ones it overlaps; whole days above the hours; a line at the current time.
 */
export function OverviewWeek({
  days,
  today,
  nowMinute,
  layout,
  texts,
  editable,
  onOpen,
  playNow,
}: {
  days: readonly string[];
  today: string;
  /** the play-now entries, shown under the days' names */
  playNow: ReactNode;
  /** minutes since midnight of today, when today is shown */
  nowMinute: number;
  layout: OverviewLayout;
  texts: (item: ShownBlock) => BlockTexts;
  editable: boolean;
  onOpen: (item: ShownBlock) => void;
}) {
  const { t, i18n } = useTranslation('schedule');
  const dayName = new Intl.DateTimeFormat(i18n.language, { weekday: 'long', timeZone: 'UTC' });
  const todayColumn = days.indexOf(today);
  const scroller = useRef<HTMLDivElement>(null);
  const firstHour = Math.min(
    FIRST_HOUR,
    ...layout.timed.map((piece) => Math.max(0, Math.floor(piece.startMinute / 60) - 1)),
  );
  const week = days[0];
  useEffect(() => {
    if (scroller.current) scroller.current.scrollTop = firstHour * OVERVIEW_HOUR_HEIGHT;
    // a new week or filter scrolls to its first hour; a refetch of the same week stays where it is
  }, [week, firstHour]);
  const rows = Math.max(1, ...layout.allDay.map((piece) => piece.row + 1));

  const block = (item: ShownBlock, when: string, lines: number) => {
    const text = texts(item);
    return {
      label: `${text.name}, ${when}, ${text.where}. ${text.full}`,
      details: (
        <>
          <strong>{text.name}</strong>
          <br />
          {when} · {text.where}
          <br />
          {text.full}
        </>
      ),
      face: (
        <>
          <BlockLine strong>{text.name}</BlockLine>
          {lines >= 2 && <BlockLine>{text.where}</BlockLine>}
          {lines >= 3 && (!item.plays || item.block.overrides.length > 0) && (
            <BlockLine>{text.short}</BlockLine>
          )}
        </>
      ),
    };
  };

  return (
    <Box data-testid="overview-week" data-week={week}>
      <WeekDayNames days={days} today={today} columns={COLUMNS} />
      {playNow}
      <Box
        data-testid="overview-all-day"
        sx={{
          display: 'grid',
          gridTemplateColumns: COLUMNS,
          gridTemplateRows: `repeat(${rows}, minmax(28px, auto))`,
          rowGap: 0.5,
          py: 0.5,
          borderTop: 1,
          borderColor: 'divider',
        }}
      >
        <Box
          sx={{
            gridRow: `1 / span ${rows}`,
            fontSize: 11,
            color: 'text.secondary',
            pr: 1,
            textAlign: 'right',
            alignSelf: 'center',
          }}
        >
          {t('week.allDay')}
        </Box>
        {layout.allDay.map((piece) => {
          const date = days[piece.day] ?? '';
          const shown = block(piece.item, `${dayName.format(dateOfLocal(date))}, ${t('week.allDay')}`, 2);
          return (
            <OverviewBlock
              key={`${piece.item.key}-${piece.day}`}
              playlistId={piece.item.entry.playlistId}
              plays={piece.item.plays}
              label={shown.label}
              details={shown.details}
              editable={editable}
              onOpen={() => onOpen(piece.item)}
              testId="overview-block"
              data={{ 'data-day': piece.day, 'data-entry-id': piece.item.entry.id }}
              sx={{ gridColumn: piece.day + 2, gridRow: piece.row + 1, mx: 0.25 }}
            >
              {shown.face}
            </OverviewBlock>
          );
        })}
      </Box>
      <Box
        ref={scroller}
        sx={{ maxHeight: 624, overflowY: 'auto', borderTop: 1, borderColor: 'divider' }}
        data-testid="overview-hours"
      >
        <Box sx={{ display: 'grid', gridTemplateColumns: COLUMNS, position: 'relative' }}>
          <HourGutter hourHeight={OVERVIEW_HOUR_HEIGHT} label={(hour) => `${pad(hour)}:00`} />
          {days.map((date, day) => (
            <Box
              key={date}
              data-testid="overview-day"
              data-date={date}
              sx={{
                position: 'relative',
                height: 24 * OVERVIEW_HOUR_HEIGHT,
                borderLeft: 1,
                borderColor: 'divider',
                backgroundImage: (theme) =>
                  `repeating-linear-gradient(to bottom, ${theme.palette.divider} 0 1px, transparent 1px ${OVERVIEW_HOUR_HEIGHT}px)`,
                ...(day === todayColumn && { bgcolor: 'action.hover' }),
              }}
            >
              {layout.timed
                .filter((piece) => piece.day === day)
                .map((piece) => {
                  const height = ((piece.endMinute - piece.startMinute) / 60) * OVERVIEW_HOUR_HEIGHT;
                  const when = `${dayName.format(dateOfLocal(date))} ${minutesText(piece.startMinute, piece.endMinute)}`;
                  const shown = block(piece.item, when, height >= 46 ? 3 : height >= 32 ? 2 : 1);
                  return (
                    <OverviewBlock
                      key={`${piece.item.key}-${day}`}
                      playlistId={piece.item.entry.playlistId}
                      plays={piece.item.plays}
                      label={shown.label}
                      details={shown.details}
                      editable={editable}
                      onOpen={() => onOpen(piece.item)}
                      testId="overview-block"
                      data={{
                        'data-day': day,
                        'data-lane': piece.lane,
                        'data-lanes': piece.lanes,
                        'data-entry-id': piece.item.entry.id,
                      }}
                      sx={{
                        position: 'absolute',
                        top: (piece.startMinute / 60) * OVERVIEW_HOUR_HEIGHT,
                        height: Math.max(height, 18),
                        left: `calc(${(piece.lane / piece.lanes) * 100}% + 2px)`,
                        width: `calc(${100 / piece.lanes}% - 4px)`,
                        zIndex: piece.item.plays ? 1 : 0,
                        // narrow blocks keep what room they have for words
                        ...(piece.lanes >= 3 && { px: 0.375 }),
                      }}
                    >
                      {shown.face}
                    </OverviewBlock>
                  );
                })}
              {day === todayColumn && (
                <NowLine
                  testId="overview-now"
                  minute={nowMinute}
                  hourHeight={OVERVIEW_HOUR_HEIGHT}
                  label={`${t('week.now')} ${minutesText(nowMinute, nowMinute).slice(0, 5)}`}
                />
              )}
            </Box>
          ))}
        </Box>
      </Box>
    </Box>
  );
}
