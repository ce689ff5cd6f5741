import { ALERT_TYPE_COLORS, type TAlert } from '@placard/contract';

/** An alert as the server lists it: a ready fire alert of the organization, for every screen. */
export function alertOf(overrides: Partial<TAlert> = {}): TAlert {
  return {
    id: 1,
    name: 'Fire in building B',
    description: 'A fire has been reported on the second floor.',
    instructions: 'Leave by the nearest exit.',
    type: 'fire',
    continuous: true,
    duration: null,
    ...ALERT_TYPE_COLORS.fire,
    targets: { all: true, groupIds: [], deviceIds: [], organizationIds: [] },
    state: 'ready',
    priority: 50,
    integration: null,
    activatedAt: null,
    endsAt: null,
    deactivatedAt: null,
    activatedBy: null,
    deactivatedBy: null,
    origin: { organizationId: 1, organizationName: 'Acme Signs' },
    readOnly: false,
    createdAt: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}
