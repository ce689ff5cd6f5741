import Box from '@mui/material/Box';
import { DeviceCard } from './DeviceCard';
import { toggled, type DeviceViewProps } from './deviceRow';

/** The screens as cards, as many per row as fit. */
export function DeviceGrid({
  devices,
  organizationId,
  selection,
  selectable,
  onSelect,
  interactiveFor,
}: DeviceViewProps) {
  return (
    <Box
      component="section"
      data-testid="device-grid"
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))' }}
    >
      {devices.map((device) => (
        <DeviceCard
          key={device.deviceKey}
          device={device}
          organizationId={organizationId}
          selected={selection.has(device.deviceKey)}
          selecting={selection.size > 0}
          selectable={selectable}
          onToggle={() => onSelect(toggled(selection, device.deviceKey))}
          interactive={interactiveFor(device)}
        />
      ))}
    </Box>
  );
}
