import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import type { TOrganization } from '@placard/contract';
import { landing, renderRoutes } from '../../../test/renderApp';
import { sentBodies, stubApi } from '../../../test/testSession';
import { organization } from '../test/organizationFixtures';
import { DeleteOrganizationDialog } from './DeleteOrganizationDialog';

async function renderDialog(org: TOrganization) {
  return renderRoutes(
    [
      {
        path: '/organizations/:orgId/info',
        element: <DeleteOrganizationDialog organization={org} onClose={() => undefined} />,
      },
      landing('/organizations'),
    ],
    `/organizations/${org.id}/info`,
  );
}

const submit = () => screen.getByTestId('delete-submit') as HTMLButtonElement;

describe('delete organization dialog', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('refuses while the organization has sub-organizations', async () => {
    stubApi({ 'GET /api/organizations/5/isparent': () => ({ status: 200, body: { success: true } }) });
    await renderDialog(organization(5, { subOrganizationCount: 1 }));
    expect((await screen.findByTestId('delete-has-children')).textContent).toBe(
      'Cannot delete this organization while sub-organizations exist.',
    );
    expect(submit().disabled).toBe(true);
    expect((screen.getByTestId('delete-confirm-input') as HTMLInputElement).disabled).toBe(true);
  });

  it('transfers the data to the parent, deletes, and goes back to the tree', async () => {
    const api = stubApi({
      'GET /api/organizations/5/isparent': () => ({ status: 200, body: { success: false } }),
      'POST /api/organizations/5/transfer': () => ({ status: 200, body: { success: true, usersMoved: 2 } }),
      'DELETE /api/organizations/5': () => ({ status: 200, body: { success: true } }),
    });
    await renderDialog(organization(5, { parentOrganizationId: 2 }));
    await screen.findByText(/will be deleted/);
    fireEvent.change(screen.getByTestId('delete-confirm-input'), { target: { value: 'delet' } });
    expect(submit().disabled).toBe(true);
    fireEvent.change(screen.getByTestId('delete-confirm-input'), { target: { value: 'delete' } });
    expect(submit().disabled).toBe(false);
    fireEvent.click(submit());
    expect((await screen.findByTestId('landed')).textContent).toBe('/organizations');
    expect(sentBodies(api, 'POST', '/api/organizations/5/transfer')).toEqual([{ targetOrganizationId: 2 }]);
    expect(sentBodies(api, 'DELETE', '/api/organizations/5')).toHaveLength(1);
  });

  it('deletes everything without a transfer, and shows the server message when it fails', async () => {
    const api = stubApi({
      'GET /api/organizations/5/isparent': () => ({ status: 200, body: { success: false } }),
      'DELETE /api/organizations/5': () => ({
        status: 409,
        body: { error: { code: 'ORGANIZATION_HAS_CHILDREN', message: 'It has sub-organizations now.' } },
      }),
    });
    await renderDialog(organization(5));
    await screen.findByText(/will be deleted/);
    fireEvent.click(screen.getByTestId('delete-mode-delete'));
    fireEvent.change(screen.getByTestId('delete-confirm-input'), { target: { value: 'delete' } });
    fireEvent.click(submit());
    const failure = await screen.findByTestId('delete-failed');
    expect(failure.textContent).toContain('Delete failed');
    expect(failure.textContent).toContain('It has sub-organizations now.');
    expect(sentBodies(api, 'POST', '/api/organizations/5/transfer')).toEqual([]);
  });

  it('names a failed transfer', async () => {
    stubApi({
      'GET /api/organizations/5/isparent': () => ({ status: 200, body: { success: false } }),
      'POST /api/organizations/5/transfer': () => ({
        status: 403,
        body: { error: { code: 'FORBIDDEN', message: 'Not allowed.' } },
      }),
    });
    await renderDialog(organization(5));
    await screen.findByText(/will be deleted/);
    fireEvent.change(screen.getByTestId('delete-confirm-input'), { target: { value: 'delete' } });
    fireEvent.click(submit());
    const failure = await screen.findByTestId('delete-failed');
    expect(failure.textContent).toContain('Transfer failed');
    expect(failure.textContent).toContain('Not allowed.');
  });
});
