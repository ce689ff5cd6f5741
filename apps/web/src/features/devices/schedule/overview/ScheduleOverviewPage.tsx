import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import PublicOutlined from '@mui/icons-material/PublicOutlined';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  addDays,
  isReadOnly,
  isScheduleDate,
  localDateAt,
  mondayOf,
  wallClock,
  wallClockAt,
  wallDate,
  type TOverviewEntry,
  type TScheduleEntryInput,
  type TScheduleOverviewRequest,
} from '@placard/contract';
import { useDeviceList, useGroupTree } from '../../../../api/devices';
import {
  schedulesApi,
  usePublishedPlaylists,
  useScheduleMutation,
  useScheduleOverview,
  type ScheduleTarget,
} from '../../../../api/schedules';
import { useSession } from '../../../../app/session';
import { LoadFailed } from '../../../../components/LoadFailed';
import { LinkButton } from '../../../../components/RouterLinks';
import { findGroup, subtreeIds } from '../../groups/groupTree';
import { DEVICES_PATH, idParam } from '../../paths';
import { EntryDialog } from '../EntryDialog';
import type { PickablePlaylist } from '../form/PlaylistPicker';
import { entryValues } from '../scheduleForm';
import { browserTimeZone, useNow } from '../useNow';
import { WeekNavigation } from '../week/WeekHeader';
import { overriddenLook, playingLook } from './OverviewBlock';
import { OverviewAgenda } from './OverviewAgenda';
import { OverviewFilter } from './OverviewFilter';
import {
  entriesById,
  layoutOverview,
  overviewTimeZone,
  screensInScope,
  type OverviewScope,
  type PlayNowRow,
  type ShownBlock,
} from './overviewLayout';
import { fullReason, playNowText, shortReason, whereText, type OverviewT } from './overviewText';
import { OverviewWeek } from './OverviewWeek';
import { PlayNowList } from './PlayNowList';

/** The scope the address asks for: ?screen={deviceKey}, ?group={id}, or every screen. */
function requestedScope(params: URLSearchParams): OverviewScope {
  const deviceKey = params.get('screen');
  if (deviceKey) return { type: 'screen', deviceKey };
  const groupId = idParam(params.get('group') ?? undefined);
  return groupId === null ? { type: 'all' } : { type: 'group', groupId };
}

/** The seven dates of the week starting on a Monday. */
const weekDays = (monday: string) =>
  Array.from({ length: 7 }, (_, day) => wallDate(addDays(wallClock(monday), day)));

/** Where an entry is set, as the schedule calls address it. */
const targetOf = (entry: TOverviewEntry): ScheduleTarget =>
  entry.owner.type === 'device'
    ? { type: 'device', deviceKey: entry.owner.deviceKey }
    : { type: 'group', groupId: entry.owner.groupId };

/** A swatch and its word: how a block that plays, and one that is overridden, look. */
function Legend() {
  const { t } = useTranslation('schedule');
  const swatch = {
    width: 18,
    height: 12,
    borderRadius: 0.5,
    display: 'inline-block',
    flexShrink: 0,
  } as const;
  return (
    <Box
      role="list"
      aria-label={t('overview.legend')}
      sx={{ display: 'flex', gap: 2, alignItems: 'center', fontSize: 13, color: 'text.secondary' }}
    >
      <Box role="listitem" sx={{ display: 'inline-flex', gap: 0.75, alignItems: 'center' }}>
        <Box component="span" aria-hidden sx={{ ...swatch, ...playingLook(1) }} />
        {t('overview.legendPlays')}
      </Box>
      <Box role="listitem" sx={{ display: 'inline-flex', gap: 0.75, alignItems: 'center' }}>
        <Box component="span" aria-hidden sx={{ ...swatch, ...overriddenLook(1), borderLeftWidth: 3 }} />
        {t('overview.legendOverridden')}
      </Box>
    </Box>
  );
}

/**
 * /devicemanagement/schedule: what plays where over a week, across every screen and group or for one
 * screen or group, each stretch with why it plays or what plays instead, as the screens work it out.
 * A week of columns on wide screens, a list of days on narrow ones; a block opens its entry.
 */
export default function ScheduleOverviewPage() {
  const { t, i18n } = useTranslation('schedule');
  const { t: tDevices } = useTranslation('devices');
  const session = useSession();
  const editable = !isReadOnly(session.licenseStatus) && session.permissions.includes('devices');
  const [params, setParams] = useSearchParams();
  const devices = useDeviceList(session.organizationId, {});
  const groups = useGroupTree(session.organizationId);
  const now = useNow();
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'), { noSsr: true });
  const [editing, setEditing] = useState<TOverviewEntry | null>(null);

  const deviceList = devices.data?.results;
  const nodes = groups.data?.results;
  const requested = requestedScope(params);
  // a screen or group no longer there shows every screen
  const missing =
    (requested.type === 'screen' &&
      deviceList !== undefined &&
      !deviceList.some((device) => device.deviceKey === requested.deviceKey)) ||
    (requested.type === 'group' && nodes !== undefined && !findGroup(nodes, requested.groupId));
  const scope: OverviewScope = missing ? { type: 'all' } : requested;
  const inScope =
    deviceList && nodes ? screensInScope(deviceList, scope, (groupId) => subtreeIds(nodes, groupId)) : null;
  const zone = inScope ? overviewTimeZone(inScope, browserTimeZone()) : null;
  const timeZone = zone?.timeZone ?? browserTimeZone();
  const today = localDateAt(now, timeZone);
  const weekParam = params.get('week');
  const monday = wallDate(mondayOf(wallClock(weekParam && isScheduleDate(weekParam) ? weekParam : today)));
  const days = useMemo(() => weekDays(monday), [monday]);
  const request: TScheduleOverviewRequest | null = zone
    ? {
        from: monday,
        to: wallDate(addDays(wallClock(monday), 7)),
        timezone: timeZone,
        ...(scope.type === 'screen' ? { deviceKey: scope.deviceKey } : {}),
        ...(scope.type === 'group' ? { groupId: scope.groupId } : {}),
      }
    : null;
  const overview = useScheduleOverview(request);
  const data = overview.data;
  const layout = useMemo(() => (data ? layoutOverview(data, days, timeZone) : null), [data, days, timeZone]);

  const update = useScheduleMutation((variables: { entry: TOverviewEntry; input: TScheduleEntryInput }) =>
    schedulesApi.updateEntry(targetOf(variables.entry), variables.entry.index, variables.input),
  );
  const playlists = usePublishedPlaylists(editing !== null);
  const choices = useMemo((): PickablePlaylist[] => {
    const published = playlists.data?.results ?? [];
    // an entry keeps its playlist in the choice, even one no longer offered to this user
    if (editing && !published.some((playlist) => playlist.id === editing.playlistId))
      return [...published, { id: editing.playlistId, name: editing.playlistName, thumbnailUrl: null }];
    return published;
  }, [playlists.data, editing]);

  const setParam = (changes: Record<string, string | null>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        if (value === null) next.delete(key);
        else next.set(key, value);
      }
      return next;
    });
  const showWeek = (date: string | null) => setParam({ week: date });
  const showScope = (chosen: OverviewScope) =>
    setParam({
      screen: chosen.type === 'screen' ? chosen.deviceKey : null,
      group: chosen.type === 'group' ? String(chosen.groupId) : null,
    });

  const text: OverviewT = { t, tDevices, language: i18n.language };
  const entries = data ? entriesById(data) : new Map<number, TOverviewEntry>();
  const screens = new Map((data?.screens ?? []).map((screen) => [screen.deviceKey, screen]));
  const blockTexts = (item: ShownBlock) => ({
    name: item.entry.playlistName,
    where: whereText({ entry: item.entry, deviceKeys: item.block.deviceKeys }, screens, text),
    short: shortReason(item, entries, text),
    full: fullReason(item, entries, text),
  });
  const playNowTexts = (row: PlayNowRow) => ({
    name: row.entry.playlistName,
    where: whereText({ entry: row.entry, deviceKeys: row.screens }, screens, text),
    reason: playNowText(row, entries, text),
  });
  const open = (entry: TOverviewEntry) => {
    if (editable) setEditing(entry);
  };
  const nowWall = wallClockAt(now, timeZone);
  const editingOwner = editing?.owner;
  const editingZone =
    editingOwner?.type === 'device'
      ? (deviceList?.find((device) => device.deviceKey === editingOwner.deviceKey)?.timezone ?? null)
      : null;

  const loadError = devices.error ?? groups.error ?? overview.error;
  let body;
  if (loadError) {
    body = (
      <LoadFailed
        message={t('overview.loadFailed')}
        onRetry={() => {
          void devices.refetch();
          void groups.refetch();
          void overview.refetch();
        }}
      />
    );
  } else if (!deviceList || !nodes || !layout || !data) {
    body = <Skeleton variant="rounded" height={480} data-testid="overview-loading" />;
  } else if (deviceList.length === 0) {
    body = (
      <Box
        data-testid="overview-no-screens"
        sx={(theme) => ({
          textAlign: 'center',
          py: { xs: 5, md: 7 },
          px: 3,
          borderRadius: 3,
          border: `2px dashed ${theme.palette.divider}`,
        })}
      >
        <CalendarMonthOutlined color="primary" sx={{ fontSize: 44, mb: 1 }} aria-hidden />
        <Typography color="text.secondary" sx={{ maxWidth: 480, mx: 'auto', mb: 2 }}>
          {t('overview.noScreens')}
        </Typography>
        <LinkButton to={DEVICES_PATH} variant="outlined">
          {tDevices('tabs.devices')}
        </LinkButton>
      </Box>
    );
  } else {
    const playNow = (
      <PlayNowList rows={layout.playNow} texts={playNowTexts} editable={editable} onOpen={open} />
    );
    const noScreens = data.screens.length === 0;
    const nothing = data.blocks.length === 0;
    body = (
      <>
        {(noScreens || nothing) && (
          <Alert severity="info" sx={{ mb: 1.5 }} data-testid="overview-empty">
            {noScreens ? t('overview.noScreensInGroup') : t('overview.empty')}
          </Alert>
        )}
        {wide ? (
          <OverviewWeek
            playNow={playNow}
            days={days}
            today={today}
            nowMinute={nowWall.getUTCHours() * 60 + nowWall.getUTCMinutes()}
            layout={layout}
            texts={blockTexts}
            editable={editable}
            onOpen={(item) => open(item.entry)}
          />
        ) : (
          <>
            {playNow}
            <OverviewAgenda
              days={days}
              today={today}
              layout={layout}
              texts={blockTexts}
              editable={editable}
              onOpen={(item) => open(item.entry)}
            />
          </>
        )}
      </>
    );
  }

  return (
    <Box data-testid="schedule-overview" sx={{ pb: 6 }}>
      <Box sx={{ display: 'flex', alignItems: 'flex-end', flexWrap: 'wrap', gap: 2, mb: 2 }}>
        <Box sx={{ flex: '1 1 320px', minWidth: 0 }}>
          <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
            {t('overview.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('overview.intro')}
          </Typography>
        </Box>
        {deviceList && nodes && deviceList.length > 0 && (
          <OverviewFilter scope={scope} devices={deviceList} groups={nodes} onChange={showScope} />
        )}
      </Box>
      <Paper variant="outlined" sx={{ p: { xs: 1.5, md: 2 } }}>
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            flexWrap: 'wrap',
            columnGap: 2,
          }}
        >
          <WeekNavigation
            days={days}
            todayLabel={t('overview.thisWeek')}
            onPrevious={() => showWeek(wallDate(addDays(wallClock(monday), -7)))}
            onNext={() => showWeek(wallDate(addDays(wallClock(monday), 7)))}
            onToday={() => showWeek(null)}
          />
          <Box sx={{ mb: 1.5 }}>
            <Legend />
          </Box>
        </Box>
        {zone && (
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{ display: 'flex', gap: 1, alignItems: 'center', mb: 1.5 }}
            data-testid="overview-time-zone"
          >
            <PublicOutlined fontSize="small" aria-hidden />
            {!zone.shared
              ? t('overview.timeZoneMixed', { timeZone })
              : scope.type === 'screen'
                ? t('overview.timeZoneScreen', { timeZone })
                : t('overview.timeZoneShared', { timeZone })}
          </Typography>
        )}
        <Box sx={{ height: 4, mb: 1 }}>
          {overview.isFetching && overview.isPlaceholderData && (
            <LinearProgress aria-label={t('overview.title')} />
          )}
        </Box>
        {body}
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', mt: 2 }}
          data-testid="overview-precedence"
        >
          <InfoOutlined fontSize="small" aria-hidden sx={{ mt: 0.25 }} />
          {t('panel.precedence')}
        </Typography>
      </Paper>
      <EntryDialog
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={t('dialog.editTitle')}
        submitLabel={t('dialog.save')}
        timeZone={editingZone}
        playlists={choices}
        playlistsLoading={playlists.isPending}
        allowPlayNow
        initial={entryValues(
          { playlistId: editing?.playlistId ?? 0, schedule: editing?.schedule ?? null },
          today,
        )}
        save={(input) =>
          editing ? update.mutateAsync({ entry: editing, input }) : Promise.resolve(undefined)
        }
        onSaved={() => setEditing(null)}
      />
    </Box>
  );
}
