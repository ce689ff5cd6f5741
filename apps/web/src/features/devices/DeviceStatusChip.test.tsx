import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { DEVICE_STATUSES } from '@placard/contract';
import { initI18n } from '../../app/i18n';
import { DeviceStatusChip } from './DeviceStatusChip';

describe('the status chip', () => {
  afterEach(cleanup);

  it('names each status in words, with its own colour', async () => {
    await initI18n('en');
    const shown = DEVICE_STATUSES.map((status) => {
      render(<DeviceStatusChip status={status} />);
      const chip = screen.getByTestId('device-status');
      const text = chip.textContent;
      const colour = [...chip.classList].find((name) => /^MuiChip-color/.test(name));
      cleanup();
      return { status, text, colour };
    });
    expect(shown).toEqual([
      { status: 'active', text: 'Active', colour: 'MuiChip-colorSuccess' },
      { status: 'updating', text: 'Updating', colour: 'MuiChip-colorInfo' },
      { status: 'offline', text: 'Offline', colour: 'MuiChip-colorError' },
      { status: 'inactive', text: 'Inactive', colour: 'MuiChip-colorDefault' },
    ]);
  });

  it('reads in the interface language', async () => {
    await initI18n('sv');
    render(<DeviceStatusChip status="offline" />);
    expect(screen.getByTestId('device-status').textContent).toBe('Offline');
    cleanup();
    render(<DeviceStatusChip status="updating" />);
    expect(screen.getByTestId('device-status').textContent).toBe('Uppdateras');
    await initI18n('en');
  });
});
