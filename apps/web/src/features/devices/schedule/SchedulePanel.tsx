import { Suspense, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import AddRounded from '@mui/icons-material/AddRounded';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import { useTranslation } from 'react-i18next';
import { isReadOnly, localDateAt, type TScheduleEntryInput } from '@placard/contract';
import {
  schedulesApi,
  usePublishedPlaylists,
  useSchedule,
  useScheduleMutation,
  type ScheduleTarget,
} from '../../../api/schedules';
import { useSession } from '../../../app/session';
import { LoadFailed } from '../../../components/LoadFailed';
import { EntryDialog } from './EntryDialog';
import type { PickablePlaylist } from './form/PlaylistPicker';
import { EntryList } from './list/EntryList';
import { RemoveEntryDialog } from './list/RemoveEntryDialog';
import { NowPlayingLine } from './NowPlayingLine';
import { weighedEntries, type WeighedEntry } from './nowPlaying';
import { entryValues, newEntryValues } from './scheduleForm';
import { browserTimeZone, useNow } from './useNow';
import { WeekView } from './week/WeekView';

type View = 'list' | 'week';

/** The entry form open: a new entry (null) or one of the list's own. */
type Editing = { entry: WeighedEntry | null } | null;

/**
 * The schedule of a screen or a device group: what plays now and why, its entries (and those its
 * groups above give it) as a list or a week, and adding, changing and removing entries.
 */
export function SchedulePanel({ target }: { target: ScheduleTarget }) {
  // the schedule's texts load on first use, without taking the page around it away meanwhile
  return (
    <Suspense fallback={<Skeleton variant="rounded" height={240} data-testid="schedule-loading" />}>
      <ScheduleCard target={target} />
    </Suspense>
  );
}

function ScheduleCard({ target: given }: { target: ScheduleTarget }) {
  const { t } = useTranslation('schedule');
  // the same target across renders while it names the same screen or group
  const targetKey = JSON.stringify(given);
  const target = useMemo(() => JSON.parse(targetKey) as ScheduleTarget, [targetKey]);
  const session = useSession();
  const editable = !isReadOnly(session.licenseStatus) && session.permissions.includes('devices');
  const schedule = useSchedule(target);
  const playlists = usePublishedPlaylists();
  const now = useNow();
  const [view, setView] = useState<View>('list');
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<WeighedEntry | null>(null);
  const update = useScheduleMutation((variables: { index: number | null; input: TScheduleEntryInput }) =>
    schedulesApi.updateEntry(target, variables.index, variables.input),
  );
  const remove = useScheduleMutation((entry: WeighedEntry) => schedulesApi.removeEntry(target, entry.index));

  const list = schedule.data;
  const timeZone = list?.timezone ?? browserTimeZone();
  const today = localDateAt(now, timeZone);
  const entries = useMemo(() => (list ? weighedEntries(target, list) : []), [list, target]);
  const thumbnails = useMemo(
    () => new Map((playlists.data?.results ?? []).map((playlist) => [playlist.id, playlist.thumbnailUrl])),
    [playlists.data],
  );
  const choices = useMemo((): PickablePlaylist[] => {
    const published = playlists.data?.results ?? [];
    const current = editing?.entry;
    // an entry keeps its playlist in the choice, even one no longer offered to this user
    if (current && !published.some((playlist) => playlist.id === current.playlistId))
      return [...published, { id: current.playlistId, name: current.playlistName, thumbnailUrl: null }];
    return published;
  }, [playlists.data, editing]);

  return (
    <Card component="section" aria-labelledby="schedule-title" data-testid="schedule-panel">
      <CardContent sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
          <Typography id="schedule-title" variant="h2" sx={{ fontSize: '1.15rem', flex: 1 }}>
            {t('panel.title')}
          </Typography>
          {editable && (
            <Button
              startIcon={<AddRounded />}
              onClick={() => setEditing({ entry: null })}
              disabled={!list}
              data-testid="schedule-add"
            >
              {t('panel.add')}
            </Button>
          )}
        </Box>
        {schedule.error ? (
          <LoadFailed message={t('panel.loadFailed')} onRetry={() => void schedule.refetch()} />
        ) : !list ? (
          <Skeleton variant="rounded" height={160} data-testid="schedule-loading" />
        ) : (
          <>
            <NowPlayingLine target={target} list={list} now={now} timeZone={timeZone} />
            <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
              <Tabs
                value={view}
                onChange={(_event, value: View) => setView(value)}
                aria-label={t('panel.views')}
              >
                <Tab value="list" label={t('panel.list')} data-testid="schedule-tab-list" />
                <Tab value="week" label={t('panel.week')} data-testid="schedule-tab-week" />
              </Tabs>
            </Box>
            {view === 'list' ? (
              <EntryList
                entries={entries}
                thumbnails={thumbnails}
                today={today}
                editable={editable}
                onEdit={(entry) => setEditing({ entry })}
                onRemove={setRemoving}
              />
            ) : (
              <WeekView
                entries={entries}
                timeZone={timeZone}
                now={now}
                editable={editable}
                onEdit={(entry) => setEditing({ entry })}
              />
            )}
            <Typography
              variant="body2"
              color="text.secondary"
              sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}
              data-testid="schedule-precedence"
            >
              <InfoOutlined fontSize="small" aria-hidden sx={{ mt: 0.25 }} />
              {t('panel.precedence')}
            </Typography>
          </>
        )}
      </CardContent>
      <EntryDialog
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.entry ? t('dialog.editTitle') : t('dialog.addTitle')}
        submitLabel={editing?.entry ? t('dialog.save') : t('dialog.add')}
        timeZone={list?.timezone ?? null}
        playlists={choices}
        playlistsLoading={playlists.isPending}
        allowPlayNow
        initial={
          editing?.entry
            ? entryValues({ playlistId: editing.entry.playlistId, schedule: editing.entry.schedule }, today)
            : newEntryValues(today)
        }
        save={(input) => update.mutateAsync({ index: editing?.entry?.index ?? null, input })}
        onSaved={() => setEditing(null)}
      />
      <RemoveEntryDialog
        entry={removing}
        remove={(entry) => remove.mutateAsync(entry)}
        onClose={() => setRemoving(null)}
      />
    </Card>
  );
}
