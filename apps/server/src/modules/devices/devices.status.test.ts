import { describe, expect, it } from 'vitest';
import { DEVICE_OFFLINE_AFTER_MS } from '@placard/contract';
import { deviceStatus, statusFlags, type ReportedState } from './devices.status.js';

const now = new Date('2026-11-21T10:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const seen = (overrides: Partial<ReportedState> = {}): ReportedState => ({
  lastSeenAt: ago(1_000),
  playerState: 'playing',
  showingPlaylistId: 7,
  ...overrides,
});

describe('a screen’s status', () => {
  it('is offline until the screen has been heard from', () => {
    expect(deviceStatus(seen({ lastSeenAt: null }), now)).toBe('offline');
  });

  it('is offline once the last heartbeat is older than the offline threshold', () => {
    expect(deviceStatus(seen({ lastSeenAt: ago(DEVICE_OFFLINE_AFTER_MS) }), now)).toBe('active');
    expect(deviceStatus(seen({ lastSeenAt: ago(DEVICE_OFFLINE_AFTER_MS + 1) }), now)).toBe('offline');
  });

  it('is offline whatever a stale report said it was doing', () => {
    const stale = ago(DEVICE_OFFLINE_AFTER_MS * 2);
    expect(deviceStatus(seen({ lastSeenAt: stale, playerState: 'updating' }), now)).toBe('offline');
  });

  it('is updating while the screen downloads new content', () => {
    expect(deviceStatus(seen({ playerState: 'updating' }), now)).toBe('updating');
    expect(deviceStatus(seen({ playerState: 'updating', showingPlaylistId: null }), now)).toBe('updating');
  });

  it('is active while the screen plays a playlist', () => {
    expect(deviceStatus(seen(), now)).toBe('active');
  });

  it('is inactive when the screen is connected but shows nothing', () => {
    expect(deviceStatus(seen({ playerState: 'idle', showingPlaylistId: null }), now)).toBe('inactive');
    expect(deviceStatus(seen({ playerState: 'playing', showingPlaylistId: null }), now)).toBe('inactive');
    expect(deviceStatus(seen({ playerState: null }), now)).toBe('inactive');
  });

  it('gives the active and offline flags of the device list', () => {
    expect(statusFlags('active')).toEqual({ active: true, offline: false });
    expect(statusFlags('offline')).toEqual({ active: false, offline: true });
    expect(statusFlags('inactive')).toEqual({ active: false, offline: false });
    expect(statusFlags('updating')).toEqual({ active: false, offline: false });
  });
});
