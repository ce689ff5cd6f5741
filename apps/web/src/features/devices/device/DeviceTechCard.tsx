import { useTranslation } from 'react-i18next';
import type { TDeviceInfo } from '@placard/contract';
import { FactList } from '../../../components/FactList';
import { SectionCard } from '../../../components/SectionCard';
import { formatDateTime } from '../../../components/format';
import { browserOf } from './browserOf';
import { clockState, formatDrift } from './clockError';

/** What the screen told of itself: app version, browser and system, resolution, and when it was added. */
export function DeviceTechCard({ device }: { device: TDeviceInfo }) {
  const { t, i18n } = useTranslation('devices');
  const browser = browserOf(device.userAgent);
  const clockText = () => {
    const state = clockState(device.clockOffsetMs);
    if (state === 'unknown' || device.clockOffsetMs === null) return '';
    if (state === 'onTime') return t('tech.clockOnTime');
    return t(state === 'ahead' ? 'tech.clockAhead' : 'tech.clockBehind', {
      amount: formatDrift(device.clockOffsetMs, i18n.language),
    });
  };
  const facts = [
    { key: 'appVersion', label: t('tech.appVersion'), value: device.appVersion },
    // a browser player says which browser and system it runs in; the Android app, its Android version
    ...(device.androidVersion
      ? [{ key: 'androidVersion', label: t('tech.androidVersion'), value: device.androidVersion }]
      : []),
    {
      key: 'browser',
      label: t('tech.browser'),
      value: browser ? t('tech.browserOn', { browser: browser.browser, system: browser.system }) : '',
    },
    {
      key: 'resolution',
      label: t('tech.resolution'),
      value: device.resolution ? `${device.resolution.width} × ${device.resolution.height}` : '',
    },
    { key: 'clock', label: t('tech.clock'), value: clockText() },
    { key: 'userAgent', label: t('tech.userAgent'), value: device.userAgent ?? '' },
    {
      key: 'lastSeen',
      label: t('tech.lastSeen'),
      value: device.lastSeenAt ? formatDateTime(device.lastSeenAt, i18n.language) : t('neverSeen'),
    },
    {
      key: 'createdAt',
      label: t('tech.createdAt'),
      value: device.createdAt ? formatDateTime(device.createdAt, i18n.language) : '',
    },
    { key: 'id', label: t('tech.id'), value: device.id === null ? '' : String(device.id) },
  ];
  return (
    <SectionCard title={t('tech.title')} testId="device-tech">
      <FactList facts={facts} emptyText={t('tech.unknown')} valueTestIdPrefix="device-tech" dense />
    </SectionCard>
  );
}
