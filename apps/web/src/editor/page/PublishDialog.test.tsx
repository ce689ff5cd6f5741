import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import i18next from 'i18next';
import type { Role, TDeviceGroupNode, TDeviceListEntry } from '@placard/contract';
import { playlistWith } from '../state/test-fixtures';
import { renderRoutes } from '../../test/renderApp';
import { sentBodies, stubApi, testSession, WithSession } from '../../test/testSession';
import { EditorContext } from '../context/EditorContext';
import { PublishDialog } from './PublishDialog';
import { testServices } from '../context/testHarness';

function device(id: number, name: string, groupName: string | null = null): TDeviceListEntry {
  return {
    id,
    deviceKey: `screen-key-000${id}`,
    userId: null,
    currentShedule: null,
    offline: false,
    active: true,
    status: 'active',
    name,
    groupId: groupName ? 5 : null,
    groupName,
    interactive: false,
    deviceType: 'NONE',
    timezone: 'Europe/Stockholm',
    lastSeenAt: null,
    thumbnailUrl: null,
    thumbnailAt: null,
    scheduleEntryCount: 0,
  };
}

function group(id: number, name: string, groups: TDeviceGroupNode[] = []): TDeviceGroupNode {
  return {
    id,
    name,
    description: '',
    parentId: null,
    deviceCount: 0,
    groupCount: groups.length,
    scheduleEntryCount: 0,
    createdAt: '2026-01-01T00:00:00.000Z',
    groups,
  };
}

const playlistId = 42;

/** The editor's part: the dialog shows after publishing until it is closed. */
function Published({ onClose }: { onClose: () => void }) {
  const [open, setOpen] = useState(true);
  return (
    <PublishDialog
      open={open}
      name="Summer menu"
      onClose={() => {
        setOpen(false);
        onClose();
      }}
    />
  );
}

async function renderDialog(roleName: Role) {
  const api = stubApi({
    'POST /api/device/1/list': () => ({
      status: 200,
      body: { results: [device(1, 'Entrance'), device(2, '', 'Lobby'), device(3, 'Café')] },
    }),
    'POST /api/group/groupList': () => ({
      status: 200,
      body: { results: [group(5, 'Lobby', [group(6, 'Lobby east')])] },
    }),
    'POST /api/playlist/assignToDevice': () => ({ status: 200, body: {} }),
    'POST /api/playlist/assignToGroup': () => ({ status: 200, body: {} }),
  });
  const onClose = vi.fn();
  const view = await renderRoutes(
    [
      {
        path: '/',
        element: (
          <WithSession session={testSession({ roleName })}>
            <EditorContext.Provider value={testServices(playlistWith([{ id: 1 }], playlistId))}>
              <Published onClose={onClose} />
            </EditorContext.Provider>
          </WithSession>
        ),
      },
      { path: '/devicemanagement/devices', element: <p data-testid="landed">devices</p> },
    ],
    '/',
  );
  await screen.findByTestId('publish-dialog');
  return { api, onClose, router: view.router };
}

describe('after publishing', { timeout: 20_000 }, () => {
  afterEach(async () => {
    cleanup();
    vi.unstubAllGlobals();
    await i18next.changeLanguage('en');
  });

  it('offers a content creator the playlists or more editing only', async () => {
    await renderDialog('content_creator');
    // the schedule's texts are there: their absence is not what hides the choices
    await i18next.loadNamespaces('schedule');
    const dialog = screen.getByTestId('publish-dialog');
    expect(within(dialog).getByRole('link', { name: 'Back to playlists' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Keep editing' })).toBeTruthy();
    expect(within(dialog).queryByTestId('publish-play-now')).toBeNull();
    expect(within(dialog).queryByTestId('publish-schedule')).toBeNull();
  });

  it('plays it now on the screens and groups chosen, and says where', async () => {
    const { api, onClose, router } = await renderDialog('screen_manager');
    expect(
      await screen.findByText('“Summer menu” is published. Play it on screens now, or choose when it plays.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByTestId('publish-play-now'));
    const assign = await screen.findByRole('dialog', { name: 'Play “Summer menu” now' });
    await within(assign).findByRole('checkbox', { name: 'Entrance' });
    expect(within(assign).getByTestId('assign-submit')).toHaveProperty('disabled', true);

    // the search narrows the screens by name or group
    fireEvent.change(within(assign).getByTestId('assign-search'), { target: { value: 'lobby' } });
    expect(
      within(assign)
        .getAllByTestId('assign-screen')
        .map((row) => row.textContent),
    ).toEqual(['Screen 2LobbyActive']);
    fireEvent.click(within(assign).getByRole('checkbox', { name: 'Screen 2' }));
    fireEvent.change(within(assign).getByTestId('assign-search'), { target: { value: '' } });
    fireEvent.click(within(assign).getByRole('checkbox', { name: 'Café' }));
    fireEvent.click(within(assign).getByRole('checkbox', { name: 'Lobby east' }));
    expect(within(assign).getByTestId('assign-chosen').textContent).toBe('Chosen: 2 screens and 1 group');
    fireEvent.click(within(assign).getByTestId('assign-submit'));

    expect((await screen.findByTestId('assign-done')).textContent).toContain(
      'Playing on 2 screens and 1 group',
    );
    expect(onClose).toHaveBeenCalled();
    expect(sentBodies(api, 'POST', '/api/playlist/assignToDevice')).toEqual([
      { deviceKey: 'screen-key-0002', playlistId, scheduleData: null },
      { deviceKey: 'screen-key-0003', playlistId, scheduleData: null },
    ]);
    expect(sentBodies(api, 'POST', '/api/playlist/assignToGroup')).toEqual([
      { groupId: 6, playlistId, scheduleData: null },
    ]);
    // reachable once the dialogs have closed
    fireEvent.click(
      await within(screen.getByTestId('assign-done')).findByRole('link', { name: 'View screens' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/devicemanagement/devices'));
  });

  it('schedules it with the entry form and sends the schedule as JSON text', async () => {
    const { api } = await renderDialog('owner');
    fireEvent.click(await screen.findByTestId('publish-schedule'));
    const assign = await screen.findByRole('dialog', { name: 'Schedule “Summer menu”' });
    fireEvent.click(await within(assign).findByRole('checkbox', { name: 'Entrance' }));
    fireEvent.click(within(assign).getByTestId('assign-next'));

    const form = await screen.findByRole('dialog', { name: 'Schedule “Summer menu”' });
    // one screen: its own timezone
    expect(within(form).getByTestId('entry-time-zone').textContent).toBe(
      "Times are the screen's local time: Europe/Stockholm",
    );
    expect(within(form).queryByTestId('entry-play-now')).toBeNull();
    fireEvent.change(within(form).getByTestId('entry-start-date'), { target: { value: '2026-12-01' } });
    fireEvent.change(within(form).getByTestId('entry-start-time'), { target: { value: '08:00' } });
    fireEvent.change(within(form).getByTestId('entry-end-time'), { target: { value: '10:00' } });
    fireEvent.click(within(form).getByTestId('entry-submit'));

    expect((await screen.findByTestId('assign-done')).textContent).toContain('Scheduled on 1 screen');
    const [sent] = sentBodies(api, 'POST', '/api/playlist/assignToDevice') as {
      deviceKey: string;
      playlistId: number;
      scheduleData: string;
    }[];
    expect(sent?.deviceKey).toBe('screen-key-0001');
    expect(JSON.parse(sent?.scheduleData ?? '')).toEqual({
      startDate: '2026-12-01',
      startTime: '08:00',
      endTime: '10:00',
      allDay: false,
      repeat: { frequency: 'none', interval: 1 },
      weekdays: [],
      ends: { type: 'never' },
    });
  });
});
