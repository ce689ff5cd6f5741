import type { TDeviceListEntry } from '@placard/contract';

/** The interactive switch of one screen in the list. */
export interface InteractiveControl {
  disabled: boolean;
  pending: boolean;
  onChange: (interactive: boolean) => void;
}

/** What a card or a table row of the device list gets. */
export interface DeviceRowProps {
  device: TDeviceListEntry;
  organizationId: number;
  selected: boolean;
  /** whether anything is selected: the boxes then show on every card */
  selecting: boolean;
  selectable: boolean;
  onToggle: () => void;
  interactive: InteractiveControl;
}

/** What the grid and the table of the device list get. */
export interface DeviceViewProps {
  devices: readonly TDeviceListEntry[];
  organizationId: number;
  selection: ReadonlySet<string>;
  selectable: boolean;
  onSelect: (selection: ReadonlySet<string>) => void;
  interactiveFor: (device: TDeviceListEntry) => InteractiveControl;
}

/** The selection with one screen added or taken out. */
export function toggled(selection: ReadonlySet<string>, deviceKey: string): Set<string> {
  const next = new Set(selection);
  if (next.has(deviceKey)) next.delete(deviceKey);
  else next.add(deviceKey);
  return next;
}
