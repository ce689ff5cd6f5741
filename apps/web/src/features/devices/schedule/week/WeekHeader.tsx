import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { useTranslation } from 'react-i18next';
import { dateOfLocal } from '../scheduleText';

/** The height of an hour in the week view, in pixels. */
export const HOUR_HEIGHT = 44;

/** "Nov 16 – 22, 2026" in the reader's language. */
export function weekRangeText(days: readonly string[], language: string): string {
  const first = dateOfLocal(days[0] ?? '1970-01-01');
  const last = dateOfLocal(days[days.length - 1] ?? '1970-01-01');
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).formatRange(first, last);
}

/** The week's navigation: back to the current week, previous, next, and the dates shown. */
export function WeekNavigation({
  days,
  onPrevious,
  onNext,
  onToday,
  todayLabel,
}: {
  days: readonly string[];
  onPrevious: () => void;
  onNext: () => void;
  onToday: () => void;
  /** the label of the button back to the current week ('Today' unless told) */
  todayLabel?: string;
}) {
  const { t, i18n } = useTranslation('schedule');
  return (
    <Box
      role="group"
      aria-label={t('week.navigation')}
      sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5, flexWrap: 'wrap' }}
    >
      <Button variant="outlined" size="small" onClick={onToday} data-testid="week-today">
        {todayLabel ?? t('week.today')}
      </Button>
      <Tooltip title={t('week.previous')}>
        <IconButton onClick={onPrevious} aria-label={t('week.previous')} data-testid="week-previous">
          <ChevronLeft />
        </IconButton>
      </Tooltip>
      <Tooltip title={t('week.next')}>
        <IconButton onClick={onNext} aria-label={t('week.next')} data-testid="week-next">
          <ChevronRight />
        </IconButton>
      </Tooltip>
      <Typography
        component="h3"
        variant="subtitle1"
        sx={{ fontWeight: 600 }}
        data-testid="week-range"
        aria-live="polite"
      >
        {weekRangeText(days, i18n.language)}
      </Typography>
    </Box>
  );
}

/** The week's navigation (previous, today, next, the dates shown) and the names of its days. */
export function WeekHeader({
  days,
  today,
  columns,
  onPrevious,
  onNext,
  onToday,
}: {
  days: readonly string[];
  today: string;
  columns: string;
  onPrevious: () => void;
  onNext: () => void;
  onToday: () => void;
}) {
  return (
    <>
      <WeekNavigation days={days} onPrevious={onPrevious} onNext={onNext} onToday={onToday} />
      <WeekDayNames days={days} today={today} columns={columns} />
    </>
  );
}

/** The names and dates of a week's days over their columns, today marked. */
export function WeekDayNames({
  days,
  today,
  columns,
}: {
  days: readonly string[];
  today: string;
  columns: string;
}) {
  const { i18n } = useTranslation('schedule');
  const weekday = new Intl.DateTimeFormat(i18n.language, { weekday: 'short', timeZone: 'UTC' });
  return (
    <>
      <Box sx={{ display: 'grid', gridTemplateColumns: columns }} data-testid="week-days">
        <span />
        {days.map((date) => {
          const current = date === today;
          const day = dateOfLocal(date);
          return (
            <Box
              key={date}
              aria-current={current ? 'date' : undefined}
              sx={{ textAlign: 'center', py: 0.5, color: current ? 'primary.main' : 'text.secondary' }}
            >
              <Typography
                variant="caption"
                component="div"
                sx={{ textTransform: 'uppercase', fontWeight: 600 }}
              >
                {weekday.format(day)}
              </Typography>
              <Box
                sx={{
                  mx: 'auto',
                  width: 30,
                  height: 30,
                  lineHeight: '30px',
                  borderRadius: '50%',
                  fontWeight: 600,
                  ...(current && { bgcolor: 'primary.main', color: 'primary.contrastText' }),
                }}
              >
                {day.getUTCDate()}
              </Box>
            </Box>
          );
        })}
      </Box>
    </>
  );
}
