import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { TOverviewEntry } from '@placard/contract';
import { OverviewBlock } from './OverviewBlock';
import type { PlayNowRow } from './overviewLayout';

/**
 * Play-now entries: they play until stopped, whenever nothing with set times (or nearer) plays, so
 * they are listed above the days rather than drawn in them, each with what it does this week.
 */
export function PlayNowList({
  rows,
  texts,
  editable,
  onOpen,
}: {
  rows: readonly PlayNowRow[];
  texts: (row: PlayNowRow) => { name: string; where: string; reason: string };
  editable: boolean;
  onOpen: (entry: TOverviewEntry) => void;
}) {
  const { t } = useTranslation('schedule');
  if (rows.length === 0) return null;
  return (
    <Box
      component="section"
      aria-labelledby="overview-play-now-title"
      data-testid="overview-play-now"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: '64px 1fr' },
        gap: 0.75,
        py: 0.5,
        mb: { xs: 1.5, md: 0 },
        borderTop: { md: 1 },
        borderColor: { md: 'divider' },
      }}
    >
      <Typography
        id="overview-play-now-title"
        component="h3"
        sx={{
          fontSize: 11,
          color: 'text.secondary',
          textAlign: { md: 'right' },
          pr: { md: 1 },
          pt: { md: 1 },
        }}
      >
        {t('overview.playNow.label')}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.5 }}>
        {rows.map((row) => {
          const text = texts(row);
          return (
            <Box component="li" key={row.entry.id}>
              <OverviewBlock
                playlistId={row.entry.playlistId}
                plays={row.playsOn.length > 0}
                label={`${text.name}, ${t('entry.playNow')}, ${text.where}. ${text.reason}`}
                details={text.reason}
                editable={editable}
                onOpen={() => onOpen(row.entry)}
                testId="overview-play-now-row"
                data={{ 'data-entry-id': row.entry.id }}
                sx={{ width: '100%', py: 0.5, px: 1, fontSize: 13 }}
              >
                <Box component="span" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
                  <Box component="span" sx={{ fontWeight: 600 }}>
                    {text.name}
                  </Box>{' '}
                  · {text.where} · {text.reason}
                </Box>
              </OverviewBlock>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
