import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { dateOfLocal } from '../scheduleText';
import { OverviewBlock } from './OverviewBlock';
import type { OverviewLayout, ShownBlock } from './overviewLayout';
import { minutesText } from './overviewText';
import type { BlockTexts } from './OverviewWeek';

/**
 * The overview as a list of days, for narrow screens: each day's blocks in time order with their
 * times, the screens they play on and why, every word shown.
 */
export function OverviewAgenda({
  days,
  today,
  layout,
  texts,
  editable,
  onOpen,
}: {
  days: readonly string[];
  today: string;
  layout: OverviewLayout;
  texts: (item: ShownBlock) => BlockTexts;
  editable: boolean;
  onOpen: (item: ShownBlock) => void;
}) {
  const { t, i18n } = useTranslation('schedule');
  const heading = new Intl.DateTimeFormat(i18n.language, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  });
  return (
    <Box
      component="ol"
      data-testid="overview-agenda"
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}
    >
      {days.map((date, day) => {
        const pieces = [
          ...layout.allDay
            .filter((piece) => piece.day === day)
            .map((piece) => ({ item: piece.item, when: t('week.allDay'), sort: -1 })),
          ...layout.timed
            .filter((piece) => piece.day === day)
            .sort((a, b) => a.startMinute - b.startMinute || Number(b.item.plays) - Number(a.item.plays))
            .map((piece) => ({
              item: piece.item,
              when: minutesText(piece.startMinute, piece.endMinute),
              sort: piece.startMinute,
            })),
        ];
        const name = heading.format(dateOfLocal(date));
        return (
          <Box component="li" key={date} data-testid="overview-agenda-day" data-date={date}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
              <Typography
                component="h3"
                variant="subtitle1"
                sx={{ fontWeight: 600, '&::first-letter': { textTransform: 'uppercase' } }}
                aria-current={date === today ? 'date' : undefined}
              >
                {name}
              </Typography>
              {date === today && <Chip size="small" color="primary" label={t('week.today')} />}
            </Box>
            {pieces.length === 0 ? (
              <Typography variant="body2" color="text.secondary" sx={{ pl: 1 }}>
                {t('overview.nothingThisDay')}
              </Typography>
            ) : (
              <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
                {pieces.map(({ item, when }) => {
                  const text = texts(item);
                  return (
                    <Box component="li" key={`${item.key}-${when}`}>
                      <OverviewBlock
                        playlistId={item.entry.playlistId}
                        plays={item.plays}
                        label={`${text.name}, ${name} ${when}, ${text.where}. ${text.full}`}
                        details=""
                        editable={editable}
                        onOpen={() => onOpen(item)}
                        testId="overview-block"
                        data={{ 'data-day': day, 'data-entry-id': item.entry.id }}
                        sx={{ width: '100%', px: 1.5, py: 1, fontSize: 14, gap: 0.25, borderRadius: 1.5 }}
                      >
                        <Box
                          component="span"
                          sx={{
                            display: 'flex',
                            gap: 1,
                            alignItems: 'baseline',
                            justifyContent: 'space-between',
                          }}
                        >
                          <Box
                            component="span"
                            sx={{ fontWeight: 600, minWidth: 0, overflowWrap: 'anywhere' }}
                          >
                            {text.name}
                          </Box>
                          <Box component="span" sx={{ fontVariantNumeric: 'tabular-nums', flexShrink: 0 }}>
                            {when}
                          </Box>
                        </Box>
                        <Box component="span" sx={{ fontSize: 13 }}>
                          {text.where}
                        </Box>
                        {(!item.plays || item.block.overrides.length > 0) && (
                          <Box component="span" sx={{ fontSize: 13 }}>
                            {text.full}
                          </Box>
                        )}
                      </OverviewBlock>
                    </Box>
                  );
                })}
              </Box>
            )}
          </Box>
        );
      })}
    </Box>
  );
}
