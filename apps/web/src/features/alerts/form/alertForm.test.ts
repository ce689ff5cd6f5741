import { describe, expect, it } from 'vitest';
import { ALERT_TYPE_COLORS, ZAlertInput } from '@placard/contract';
import { alertRequest, emptyAlertForm } from './alertForm';

describe('the alert form', () => {
  it('starts as a continuous alert for every screen, in the default type colours, and asks for its texts', () => {
    const empty = emptyAlertForm();
    expect(empty).toMatchObject({
      type: 'custom',
      continuous: true,
      duration: null,
      ...ALERT_TYPE_COLORS.custom,
      targets: { all: true },
    });
    const result = ZAlertInput.safeParse(empty);
    expect(result.success).toBe(false);
    const fields = result.error?.issues.map((issue) => issue.path.join('.'));
    expect(fields).toEqual(expect.arrayContaining(['name', 'description', 'instructions']));
    expect(fields).not.toContain('duration');
  });

  it('is valid once its texts are written', () => {
    const filled = { ...emptyAlertForm(), name: 'Fire', description: 'A fire.', instructions: 'Leave.' };
    expect(ZAlertInput.safeParse(filled).success).toBe(true);
    expect(ZAlertInput.safeParse({ ...filled, continuous: false }).error?.issues[0]?.message).toBe(
      'validation.alertDuration',
    );
  });

  it('sends no chosen groups, screens or organizations for an alert on every screen', () => {
    const values = ZAlertInput.parse({
      ...emptyAlertForm(),
      name: 'Storm',
      description: 'A storm is coming.',
      instructions: 'Stay inside.',
      targets: { all: true, groupIds: [3], deviceIds: [4], organizationIds: [] },
    });
    expect(alertRequest(values).targets).toEqual({
      all: true,
      groupIds: [],
      deviceIds: [],
      organizationIds: [],
    });
    const chosen = { ...values, targets: { all: false, groupIds: [3], deviceIds: [4], organizationIds: [] } };
    expect(alertRequest(chosen).targets).toEqual(chosen.targets);
  });
});
