import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ALERT_TYPE_COLORS } from '@placard/contract';
import { landing, renderRoutes } from '../../../test/renderApp';
import { sentBodies, stubApi, testSession, WithSession } from '../../../test/testSession';
import { alertOf } from '../test/alertFixtures';
import AlertFormPage from './AlertFormPage';

const STORM = alertOf({ id: 2, name: 'Storm warning', type: 'weather', ...ALERT_TYPE_COLORS.weather });

function stubForm() {
  return stubApi({
    'POST /api/alert/list': () => ({ status: 200, body: { results: [STORM] } }),
    'POST /api/alert/create': ({ body }) => ({ status: 200, body: alertOf({ ...(body as object), id: 5 }) }),
    'POST /api/alert/update': ({ body }) => ({ status: 200, body: alertOf(body as object) }),
    'POST /api/alert/activate': () => ({ status: 200, body: alertOf({ id: 5, state: 'active' }) }),
    'POST /api/device/1/list': () => ({ status: 200, body: { results: [] } }),
    'POST /api/group/groupList': () => ({ status: 200, body: { results: [] } }),
    'GET /api/organizations/1/allsuborganizations': () => ({ status: 200, body: [] }),
  });
}

async function renderForm(path = '/alerts/create') {
  await renderRoutes(
    [
      {
        path: '/alerts/create',
        element: (
          <WithSession session={testSession()}>
            <AlertFormPage />
          </WithSession>
        ),
      },
      landing('/alerts/list'),
    ],
    path,
  );
  return screen.findByTestId('alert-form');
}

const field = (testId: string) => screen.getByTestId(testId) as HTMLInputElement;
const type = (testId: string, value: string) => fireEvent.change(field(testId), { target: { value } });

function chooseType(label: string) {
  fireEvent.mouseDown(within(screen.getByTestId('alert-form-type')).getByText(/./));
  fireEvent.click(within(screen.getByRole('listbox')).getByText(label));
}

describe('the alert form', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('says in words what is missing, with the contract’s rules', async () => {
    const api = stubForm();
    await renderForm();
    fireEvent.click(screen.getByTestId('alert-form-save'));
    await waitFor(() => expect(field('alert-form-name').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText('This field is required.').length).toBeGreaterThanOrEqual(3);
    expect(sentBodies(api, 'POST', '/api/alert/create')).toEqual([]);
  });

  it('gives a chosen type its colours, but keeps a colour the user picked', async () => {
    stubForm();
    await renderForm();
    expect(field('alert-form-backgroundColor').value).toBe(ALERT_TYPE_COLORS.custom.backgroundColor);

    chooseType('Fire');
    await waitFor(() =>
      expect(field('alert-form-backgroundColor').value).toBe(ALERT_TYPE_COLORS.fire.backgroundColor),
    );

    type('alert-form-backgroundColor', '#123456');
    fireEvent.blur(field('alert-form-backgroundColor'));
    chooseType('Safety');
    await waitFor(() => expect(field('alert-form-textColor').value).toBe(ALERT_TYPE_COLORS.safety.textColor));
    expect(field('alert-form-backgroundColor').value).toBe('#123456');
    expect(screen.getByTestId('alert-view').style.background).toBe('rgb(18, 52, 86)');
  });

  it('makes a timed alert and returns to the list', async () => {
    const api = stubForm();
    await renderForm();
    type('alert-form-name', 'Gas leak');
    type('alert-form-description', 'Gas was smelled in the kitchen.');
    type('alert-form-instructions', 'Leave the building.\nDo not use switches.');
    expect(screen.getByTestId('alert-preview').textContent).toContain('Gas leak');
    fireEvent.click(screen.getByTestId('alert-form-continuous'));
    expect(field('alert-form-duration').value).toBe('15');
    type('alert-form-duration', '45');
    fireEvent.click(screen.getByTestId('alert-form-save'));

    expect(await screen.findByTestId('landed')).toBeTruthy();
    expect(sentBodies(api, 'POST', '/api/alert/create')).toEqual([
      {
        name: 'Gas leak',
        description: 'Gas was smelled in the kitchen.',
        instructions: 'Leave the building.\nDo not use switches.',
        type: 'custom',
        continuous: false,
        duration: 45,
        ...ALERT_TYPE_COLORS.custom,
        targets: { all: true, groupIds: [], deviceIds: [], organizationIds: [] },
      },
    ]);
  });

  it('saves and activates once asked, naming the screens it will cover', async () => {
    const api = stubForm();
    await renderForm();
    type('alert-form-name', 'Lockdown');
    type('alert-form-description', 'An intruder was seen.');
    type('alert-form-instructions', 'Lock the doors.');
    fireEvent.click(screen.getByTestId('alert-form-save-activate'));
    const dialog = await screen.findByTestId('alert-activate-dialog');
    expect(within(dialog).getByTestId('alert-activate-targets').textContent).toBe(
      'Every screen of Acme Signs.',
    );
    expect(sentBodies(api, 'POST', '/api/alert/create')).toEqual([]);

    fireEvent.click(within(dialog).getByTestId('alert-activate-dialog-confirm'));
    expect(await screen.findByTestId('landed')).toBeTruthy();
    expect(sentBodies(api, 'POST', '/api/alert/create')).toMatchObject([{ name: 'Lockdown' }]);
    expect(sentBodies(api, 'POST', '/api/alert/activate')).toEqual([{ id: 5 }]);
  });

  it('fills itself in with an alert to change, and saves the change to that alert', async () => {
    const api = stubForm();
    await renderForm('/alerts/create?id=2');
    expect(screen.getByTestId('alert-form-title').textContent).toBe('Edit alert');
    expect(field('alert-form-name').value).toBe('Storm warning');
    type('alert-form-name', 'Storm warning: red');
    fireEvent.click(screen.getByTestId('alert-form-save'));
    expect(await screen.findByTestId('landed')).toBeTruthy();
    expect(sentBodies(api, 'POST', '/api/alert/update')).toMatchObject([
      { id: 2, name: 'Storm warning: red', type: 'weather' },
    ]);
  });
});
