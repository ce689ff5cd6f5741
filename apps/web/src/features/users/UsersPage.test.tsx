import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TManagedUser, TSession, TUserList } from '@placard/contract';
import { renderRoutes } from '../../test/renderApp';
import { sentBodies, stubApi, testSession, WithSession } from '../../test/testSession';
import UsersPage from './UsersPage';

const person = (overrides: Partial<TManagedUser> & Pick<TManagedUser, 'id' | 'fullname'>): TManagedUser => ({
  username: overrides.fullname.toLowerCase().replace(/\s+/g, '.'),
  email: `${overrides.fullname.toLowerCase().replace(/\s+/g, '.')}@example.com`,
  role: 'staff',
  organizationId: 1,
  status: 'active',
  createdAt: '2025-01-01T00:00:00.000Z',
  lastLoginAt: null,
  isOwner: false,
  isSelf: false,
  canEdit: true,
  canDelete: true,
  ...overrides,
});

const LIST: TUserList = {
  organizationId: 1,
  numUsers: 10,
  usedUsers: 4,
  users: [
    person({ id: 1, fullname: 'Olive Owner', role: 'owner', isOwner: true, canDelete: false }),
    person({ id: 2, fullname: 'Adam Admin', role: 'admin', isSelf: true, canDelete: false }),
    person({
      id: 3,
      fullname: 'Dana Devices',
      role: 'screen_manager',
      lastLoginAt: '2025-03-04T10:00:00.000Z',
    }),
    person({ id: 4, fullname: 'Ivy Invited', role: 'content_creator', status: 'invited' }),
  ],
};

async function renderUsers(session: TSession) {
  return renderRoutes(
    [
      {
        path: '/users',
        element: (
          <WithSession session={session}>
            <UsersPage />
          </WithSession>
        ),
      },
    ],
    '/users',
  );
}

describe('users page', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('lists the users with role labels, status, usage, and no delete for the owner or oneself', async () => {
    stubApi({ 'GET /api/users/list': () => ({ status: 200, body: LIST }) });
    await renderUsers(testSession({ roleName: 'admin', userId: 2 }));

    const table = await screen.findByTestId('users-table');
    expect(screen.getByTestId('users-usage').textContent).toContain('4 of 10 users');
    expect(within(table).getByTestId('user-role-3').textContent).toBe('Device manager');
    expect(screen.getByTestId('user-status-4').textContent).toBe('Invited');
    expect(screen.getByTestId('user-status-3').textContent).toBe('Active');
    // The owner and the caller themselves cannot be selected or deleted.
    expect(screen.queryByTestId('user-select-1')).toBeNull();
    expect(screen.queryByTestId('user-delete-1')).toBeNull();
    expect(screen.queryByTestId('user-select-2')).toBeNull();
    expect(screen.queryByTestId('user-delete-2')).toBeNull();
    // An admin never edits the owner.
    expect(screen.queryByTestId('user-edit-1')).toBeNull();
    expect(screen.getByTestId('user-edit-3')).toBeTruthy();
    expect(screen.getByTestId('user-delete-3')).toBeTruthy();
    expect(screen.getByTestId('user-resend-4')).toBeTruthy();
    expect(screen.queryByTestId('user-resend-3')).toBeNull();
  });

  it('says "Unlimited" without a user limit, and filters by search', async () => {
    stubApi({ 'GET /api/users/list': () => ({ status: 200, body: { ...LIST, numUsers: null } }) });
    await renderUsers(testSession());
    await screen.findByTestId('users-table');
    expect(screen.getByTestId('users-usage').textContent).toContain('Unlimited');

    fireEvent.change(screen.getByTestId('users-search'), { target: { value: 'dana' } });
    expect(screen.queryByTestId('user-row-1')).toBeNull();
    expect(screen.getByTestId('user-row-3')).toBeTruthy();
    fireEvent.change(screen.getByTestId('users-search'), { target: { value: 'zzz' } });
    expect(screen.getByTestId('users-no-match')).toBeTruthy();
  });

  it('offers an admin only staff, device manager and content creator, and shows the server refusal', async () => {
    const api = stubApi({
      'GET /api/users/list': () => ({ status: 200, body: LIST }),
      'POST /api/users/create': ({ body }) =>
        (body as { email: string }).email === 'taken@example.com'
          ? {
              status: 409,
              body: {
                error: {
                  code: 'EMAIL_EXISTS',
                  message: 'The email is already in use, please use a different one.',
                  fields: { email: 'The email is already in use, please use a different one.' },
                },
              },
            }
          : { status: 409, body: { error: { code: 'USER_LIMIT_REACHED', message: 'User limit reached' } } },
    });
    await renderUsers(testSession({ roleName: 'admin', userId: 2 }));
    fireEvent.click(await screen.findByTestId('add-user-button'));

    const role = (await screen.findByTestId('user-form-role')) as HTMLSelectElement;
    expect([...role.options].map((option) => option.textContent)).toEqual([
      'Staff',
      'Device manager',
      'Content creator',
    ]);
    expect(screen.getByTestId('user-form-invite-note').textContent).toContain('link to set a password');

    fireEvent.change(screen.getByTestId('user-form-fullname'), { target: { value: 'New Person' } });
    fireEvent.change(screen.getByTestId('user-form-username'), { target: { value: 'New.Person' } });
    fireEvent.change(screen.getByTestId('user-form-email'), { target: { value: 'taken@example.com' } });
    fireEvent.change(role, { target: { value: 'screen_manager' } });
    fireEvent.click(screen.getByTestId('user-form-submit'));

    // A field error lands on its field.
    expect(await screen.findByText('The email is already in use, please use a different one.')).toBeTruthy();
    expect(screen.queryByTestId('user-form-error')).toBeNull();
    expect(sentBodies(api, 'POST', '/api/users/create')[0]).toMatchObject({
      username: 'new.person',
      fullname: 'New Person',
      email: 'taken@example.com',
      role: 'screen_manager',
    });

    fireEvent.change(screen.getByTestId('user-form-email'), { target: { value: 'new@example.com' } });
    fireEvent.click(screen.getByTestId('user-form-submit'));
    expect((await screen.findByTestId('user-form-error')).textContent).toBe('User limit reached');
  });

  it('deletes the selected users, asking what becomes of their content', async () => {
    const api = stubApi({
      'GET /api/users/list': () => ({ status: 200, body: LIST }),
      'POST /api/users/delete': () => ({ status: 200, body: { success: true, deleted: 2 } }),
    });
    await renderUsers(testSession({ roleName: 'owner', userId: 1 }));
    await screen.findByTestId('users-table');

    const deleteSelected = screen.getByTestId('users-delete-selected');
    expect((deleteSelected as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByTestId('user-select-3'));
    fireEvent.click(screen.getByTestId('user-select-4'));
    fireEvent.click(deleteSelected);

    const dialog = await screen.findByTestId('delete-users-dialog');
    expect(within(dialog).getByText('Delete 2 users?')).toBeTruthy();
    fireEvent.click(within(dialog).getByTestId('delete-mode-delete'));
    fireEvent.click(within(dialog).getByTestId('users-delete-submit'));

    expect((await screen.findByTestId('users-toast')).textContent).toContain('2 users deleted.');
    expect(sentBodies(api, 'POST', '/api/users/delete')).toEqual([{ userIds: [3, 4], mode: 'delete' }]);
  });

  it("shows the server's refusal to delete", async () => {
    stubApi({
      'GET /api/users/list': () => ({ status: 200, body: LIST }),
      'POST /api/users/delete': () => ({
        status: 409,
        body: {
          error: {
            code: 'USERS_NOT_DELETABLE',
            message: 'Cannot delete the selected users: Owner of the organization and self cannot be deleted',
          },
        },
      }),
    });
    await renderUsers(testSession({ roleName: 'owner', userId: 1 }));
    fireEvent.click(await screen.findByTestId('user-delete-3'));
    const dialog = await screen.findByTestId('delete-users-dialog');
    expect((within(dialog).getByTestId('delete-mode-transfer') as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(dialog).getByTestId('users-delete-submit'));
    expect((await within(dialog).findByTestId('delete-users-error')).textContent).toBe(
      'Cannot delete the selected users: Owner of the organization and self cannot be deleted',
    );
  });

  it('hides every write action while the licence is read-only, and says why', async () => {
    stubApi({ 'GET /api/users/list': () => ({ status: 200, body: LIST }) });
    await renderUsers(testSession({ licenseStatus: 'expired' }));
    await screen.findByTestId('users-table');
    expect(screen.getByTestId('users-read-only')).toBeTruthy();
    expect(screen.queryByTestId('add-user-button')).toBeNull();
    expect(screen.queryByTestId('users-delete-selected')).toBeNull();
    expect(screen.queryByTestId('user-edit-3')).toBeNull();
    expect(screen.queryByTestId('user-delete-3')).toBeNull();
    expect(screen.queryByTestId('user-resend-4')).toBeNull();
  });

  it('shows a loading state, then the failure with a retry', async () => {
    stubApi({
      'GET /api/users/list': () => ({
        status: 403,
        body: { error: { code: 'FORBIDDEN', message: 'You may not do this.' } },
      }),
    });
    await renderUsers(testSession());
    expect(screen.getByTestId('users-loading')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByTestId('load-failed').textContent).toContain('You may not do this.'),
    );
  });
});
