import { useTranslation } from 'react-i18next';
import type { TDeviceInfo } from '@placard/contract';
import { FactList } from '../../../components/FactList';
import { SectionCard } from '../../../components/SectionCard';
import { formatDateTime } from '../lastSeen';

/** What the screen told of itself: app version, resolution, browser, and when it was added. */
export function DeviceTechCard({ device }: { device: TDeviceInfo }) {
  const { t, i18n } = useTranslation('devices');
  const facts = [
    { key: 'appVersion', label: t('tech.appVersion'), value: device.appVersion },
    { key: 'androidVersion', label: t('tech.androidVersion'), value: device.androidVersion },
    {
      key: 'resolution',
      label: t('tech.resolution'),
      value: device.resolution ? `${device.resolution.width} × ${device.resolution.height}` : '',
    },
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
