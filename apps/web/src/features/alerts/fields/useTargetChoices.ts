import { useTranslation } from 'react-i18next';
import { useDeviceList, useGroupTree } from '../../../api/devices';
import { useAllSubOrganizations } from '../../../api/organizations';
import { useSession } from '../../../app/session';
import { deviceName } from '../../devices/deviceName';
import { groupChoices, organizationChoices, screenChoices, type TargetChoice } from './targetChoices';

export interface TargetChoices {
  groups: TargetChoice[];
  screens: TargetChoice[];
  organizations: TargetChoice[];
  loading: boolean;
}

const NO_FILTER = {};

/** What an alert of the organization acted for may target: its groups and screens, and sub-organizations. */
export function useTargetChoices(): TargetChoices {
  const { t } = useTranslation('devices');
  const { organizationId } = useSession();
  const groups = useGroupTree(organizationId);
  const screens = useDeviceList(organizationId, NO_FILTER);
  const organizations = useAllSubOrganizations(organizationId);
  return {
    groups: groupChoices(groups.data?.results ?? []),
    screens: screenChoices(screens.data?.results ?? [], (screen) => deviceName(screen, t)),
    organizations: organizationChoices(organizations.data ?? []),
    loading: groups.isPending || screens.isPending,
  };
}
