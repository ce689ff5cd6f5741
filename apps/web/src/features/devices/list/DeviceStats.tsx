import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlined';
import CloudOffOutlined from '@mui/icons-material/CloudOffOutlined';
import PauseCircleOutline from '@mui/icons-material/PauseCircleOutlined';
import TouchAppOutlined from '@mui/icons-material/TouchAppOutlined';
import TvOutlined from '@mui/icons-material/TvOutlined';
import { useTranslation } from 'react-i18next';
import type { TDeviceStats } from '@placard/contract';
import type { Translate } from '../deviceName';

type Tone = 'success' | 'error' | 'grey' | 'primary' | 'secondary';

function StatCard({
  label,
  value,
  note,
  icon,
  tone,
  usage,
  testId,
}: {
  label: string;
  value: string;
  note?: string | undefined;
  icon: ReactNode;
  tone: Tone;
  /** how full a limit is */
  usage?: Gauge | undefined;
  testId: string;
}) {
  const color = tone === 'grey' ? 'text.secondary' : `${tone}.main`;
  return (
    <Card component="section" aria-label={label} data-testid={testId} sx={{ p: 2, minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, color, mb: 0.5 }}>
        {icon}
        <Typography variant="body2" sx={{ fontWeight: 600, color: 'text.secondary' }} noWrap>
          {label}
        </Typography>
      </Box>
      <Typography
        sx={{ fontSize: '1.6rem', fontWeight: 700, lineHeight: 1.2, fontVariantNumeric: 'tabular-nums' }}
        data-testid={`${testId}-value`}
      >
        {value}
      </Typography>
      {usage !== undefined && (
        <LinearProgress
          variant="determinate"
          value={usage.percent}
          color={usage.tone}
          aria-hidden
          sx={{ mt: 1, height: 6, borderRadius: 3, bgcolor: 'grey.200' }}
        />
      )}
      {note && (
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5 }} noWrap>
          {note}
        </Typography>
      )}
    </Card>
  );
}

export type Gauge = { percent: number; tone: 'primary' | 'warning' | 'error' };

/**
 * How full a licence limit is: a neutral, empty gauge when none of none is used; full and amber at the
 * limit; red only past it.
 */
export function gaugeOf(count: number, limit: number): Gauge {
  if (count > limit) return { percent: 100, tone: 'error' };
  if (limit === 0) return { percent: 0, tone: 'primary' };
  return { percent: (count / limit) * 100, tone: count === limit ? 'warning' : 'primary' };
}

/** "3 of 10", or "3" with "No limit" when the licence sets none. */
export function ofLimit(count: number, limit: number | null, t: Translate) {
  return limit === null ? String(count) : t('stats.ofLimit', { used: count, limit });
}

/**
 * The organization's screens at a glance: how many play, wait and are out of touch, and how many of
 * the licence's screens and interactive screens are used.
 */
export function DeviceStats({ stats }: { stats: TDeviceStats | undefined }) {
  const { t } = useTranslation('devices');
  const grid = {
    display: 'grid',
    gap: 2,
    mb: 3,
    gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)', lg: 'repeat(5, 1fr)' },
  };
  if (!stats) {
    return (
      <Box sx={grid} data-testid="device-stats-loading">
        {Array.from({ length: 5 }, (_, index) => (
          <Skeleton key={index} variant="rounded" height={104} />
        ))}
      </Box>
    );
  }
  const usage = (count: number, limit: number | null) => (limit === null ? undefined : gaugeOf(count, limit));
  return (
    <Box sx={grid} data-testid="device-stats">
      <StatCard
        label={t('stats.active')}
        value={String(stats.active)}
        note={stats.updating > 0 ? t('stats.updating', { count: stats.updating }) : undefined}
        icon={<CheckCircleOutline fontSize="small" />}
        tone="success"
        testId="device-stats-active"
      />
      <StatCard
        label={t('stats.inactive')}
        value={String(stats.inactive)}
        note={t('stats.inactiveNote')}
        icon={<PauseCircleOutline fontSize="small" />}
        tone="grey"
        testId="device-stats-inactive"
      />
      <StatCard
        label={t('stats.offline')}
        value={String(stats.offline)}
        note={t('stats.offlineNote')}
        icon={<CloudOffOutlined fontSize="small" />}
        tone="error"
        testId="device-stats-offline"
      />
      <StatCard
        label={t('stats.screens')}
        value={ofLimit(stats.total, stats.deviceLimit, t)}
        note={stats.deviceLimit === null ? t('stats.noLimit') : t('stats.licence')}
        usage={usage(stats.total, stats.deviceLimit)}
        icon={<TvOutlined fontSize="small" />}
        tone="primary"
        testId="device-stats-screens"
      />
      <StatCard
        label={t('stats.interactive')}
        value={ofLimit(stats.interactive, stats.interactiveLimit, t)}
        note={stats.interactiveLimit === null ? t('stats.noLimit') : t('stats.licence')}
        usage={usage(stats.interactive, stats.interactiveLimit)}
        icon={<TouchAppOutlined fontSize="small" />}
        tone="secondary"
        testId="device-stats-interactive"
      />
    </Box>
  );
}
