import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { alpha, darken, type Theme } from '@mui/material/styles';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import ForwardToInboxOutlined from '@mui/icons-material/ForwardToInboxOutlined';
import GroupOutlined from '@mui/icons-material/GroupOutlined';
import PersonAddAlt1Outlined from '@mui/icons-material/PersonAddAlt1Outlined';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import { useTranslation } from 'react-i18next';
import { can, isReadOnly, type TManagedUser } from '@placard/contract';
import { useOrganization } from '../../api/organizations';
import { useResendInviteMutation, useUserList } from '../../api/users';
import { useSession } from '../../app/session';
import { errorMessage } from '../../components/form/formMessage';
import { LoadFailed } from '../../components/LoadFailed';
import { visuallyHidden } from '../../components/visuallyHidden';
import { DeleteUsersDialog } from './DeleteUsersDialog';
import { Toast, useToast } from '../../components/Toast';
import { AddUserDialog, EditUserDialog } from './UserFormDialog';
import { canDeleteUser, canEditUser, filterUsers, keepSelectable, sortUsers, userUsage } from './userRules';

const STATUS_COLORS = {
  active: 'success',
  invited: 'info',
  awaiting_approval: 'warning',
} as const satisfies Record<TManagedUser['status'], 'success' | 'info' | 'warning'>;

/** A status chip in its colour, with text dark enough to read (WCAG AA) on the light tint. */
function StatusChip({ status, testId }: { status: TManagedUser['status']; testId: string }) {
  const { t } = useTranslation('users');
  const color = STATUS_COLORS[status];
  return (
    <Chip
      size="small"
      variant="outlined"
      label={t(`status.${status}`)}
      data-testid={testId}
      sx={(theme) => ({
        color: darken(theme.palette[color].dark, color === 'warning' ? 0.35 : 0.1),
        borderColor: theme.palette[color].main,
        bgcolor: alpha(theme.palette[color].main, 0.08),
        fontWeight: 500,
      })}
    />
  );
}

/** Columns that give way on narrower screens. */

/** An e-mail address that may wrap after the @ only, so the column stays readable. */
function EmailText({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  if (at < 0) return <>{email}</>;
  return (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </>
  );
}

function UsageLine({ used, limit, full }: ReturnType<typeof userUsage>) {
  const { t } = useTranslation('users');
  return (
    <Box sx={{ minWidth: 180 }} data-testid="users-usage">
      <Typography variant="body2" color={full ? 'warning.dark' : 'text.secondary'} sx={{ fontWeight: 500 }}>
        {limit === null ? t('usage.unlimited', { count: used }) : t('usage.limited', { used, count: limit })}
        {full && ` · ${t('usage.full')}`}
      </Typography>
      {limit !== null && limit > 0 && (
        <LinearProgress
          variant="determinate"
          value={Math.min(100, (used / limit) * 100)}
          color={full ? 'warning' : 'primary'}
          aria-label={t('usage.limited', { used, count: limit })}
          sx={{ mt: 0.75, height: 6, borderRadius: 3 }}
        />
      )}
    </Box>
  );
}

function LoadingRows() {
  return (
    <Box data-testid="users-loading" aria-busy="true">
      {[0, 1, 2, 3].map((row) => (
        <Box key={row} sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 1.5 }}>
          <Skeleton variant="rounded" width={20} height={20} />
          <Box sx={{ flex: 1 }}>
            <Skeleton width="40%" />
            <Skeleton width="25%" />
          </Box>
          <Skeleton variant="rounded" width={80} height={24} />
          <Skeleton width={100} sx={{ display: { xs: 'none', md: 'block' } }} />
        </Box>
      ))}
    </Box>
  );
}

function EmptyState({ onAdd, canAdd }: { onAdd: () => void; canAdd: boolean }) {
  const { t } = useTranslation('users');
  return (
    <Box sx={{ textAlign: 'center', py: 6, px: 2 }} data-testid="users-empty">
      <GroupOutlined sx={{ fontSize: 48, color: 'text.disabled', mb: 1 }} aria-hidden />
      <Typography variant="h3" sx={{ mb: 1 }}>
        {t('empty.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: canAdd ? 3 : 0 }}>
        {t('empty.body')}
      </Typography>
      {canAdd && (
        <Button startIcon={<PersonAddAlt1Outlined />} onClick={onAdd}>
          {t('actions.add')}
        </Button>
      )}
    </Box>
  );
}

/**
 * The users of an organization: a table with search and multi-select, the licence's user count, and
 * add, edit, resend-invitation and delete. `organizationId` absent means the caller's own organization.
 */
export function UsersManager({ organizationId }: { organizationId?: number | undefined }) {
  const { t, i18n } = useTranslation('users');
  const session = useSession();
  const actor = session.role.name;
  const list = useUserList(organizationId);
  const foreign = organizationId !== undefined && organizationId !== session.organizationId;
  const organization = useOrganization(foreign ? organizationId : null);
  const resend = useResendInviteMutation();
  const { toast, show, close } = useToast();
  // Below 600px the e-mail, role and status go under the name instead of into their own columns.
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  // Below 1280px the last login goes under the name too.
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('lg'), { noSsr: true });

  const [query, setQuery] = useState('');
  const [picked, setPicked] = useState<ReadonlySet<number>>(new Set());
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<TManagedUser | null>(null);
  const [deleting, setDeleting] = useState<{ open: boolean; users: readonly TManagedUser[] }>({
    open: false,
    users: [],
  });

  const licenseReadOnly = isReadOnly(session.licenseStatus);
  const limited = foreign && organization.data?.accessState === 'LIMITED_ACCESS';
  const readOnly = licenseReadOnly || limited;
  const canAdd = !readOnly && can(actor, 'add_user');

  const dateFormat = useMemo(
    () => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }),
    [i18n.language],
  );

  const users = useMemo(() => sortUsers(list.data?.users ?? []), [list.data]);
  const shown = useMemo(() => filterUsers(users, query), [users, query]);
  const selectableIds = shown.filter((user) => canDeleteUser(actor, user, readOnly)).map((user) => user.id);
  const selected = keepSelectable(picked, selectableIds);
  const allSelected = selectableIds.length > 0 && selected.size === selectableIds.length;

  const toggle = (id: number) => {
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setPicked(next);
  };

  const resendInvite = (user: TManagedUser) =>
    resend.mutate(user.id, {
      onSuccess: () => show(t('resend.sent', { email: user.email })),
      onError: (error) => show(errorMessage(error, t('errors.resendFailed')), 'error'),
    });

  const header = (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 2,
        mb: 2,
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="h2" sx={{ fontSize: '1.15rem', mb: 0.5 }}>
          {t('list.title')}
        </Typography>
        {list.data && <UsageLine {...userUsage(list.data)} />}
      </Box>
      {canAdd && (
        <Button
          startIcon={<PersonAddAlt1Outlined />}
          onClick={() => setAdding(true)}
          data-testid="add-user-button"
        >
          {t('actions.add')}
        </Button>
      )}
    </Box>
  );

  let body;
  if (list.isPending) {
    body = <LoadingRows />;
  } else if (list.isError) {
    body = (
      <LoadFailed
        message={errorMessage(list.error, t('errors.loadFailed'))}
        onRetry={() => void list.refetch()}
      />
    );
  } else if (users.length === 0) {
    body = <EmptyState canAdd={canAdd} onAdd={() => setAdding(true)} />;
  } else {
    body = (
      <>
        <Box
          sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: 1.5 }}
          data-testid="users-toolbar"
        >
          <TextField
            type="search"
            size="small"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder={t('search.placeholder')}
            sx={{ flex: { xs: '1 1 100%', sm: '1 1 240px' }, maxWidth: { sm: 360 } }}
            slotProps={{
              htmlInput: { 'aria-label': t('search.label'), 'data-testid': 'users-search' },
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchOutlined fontSize="small" />
                  </InputAdornment>
                ),
              },
            }}
          />
          <Box sx={{ flex: 1, display: { xs: 'none', sm: 'block' } }} />
          {!readOnly && can(actor, 'delete_user') && (
            <>
              {selected.size > 0 && (
                <Typography variant="body2" color="text.secondary" data-testid="users-selected-count">
                  {t('selection.count', { count: selected.size })}
                </Typography>
              )}
              <Button
                variant="outlined"
                color="error"
                startIcon={<DeleteOutline />}
                disabled={selected.size === 0}
                onClick={() =>
                  setDeleting({ open: true, users: users.filter((user) => selected.has(user.id)) })
                }
                data-testid="users-delete-selected"
              >
                {t('actions.deleteSelected')}
              </Button>
            </>
          )}
        </Box>
        {shown.length === 0 ? (
          <Box sx={{ textAlign: 'center', py: 5 }} data-testid="users-no-match">
            <Typography color="text.secondary" sx={{ mb: 1.5 }}>
              {t('search.noMatch', { query: query.trim() })}
            </Typography>
            <Button variant="text" onClick={() => setQuery('')}>
              {t('search.clear')}
            </Button>
          </Box>
        ) : (
          <TableContainer sx={{ mx: { xs: -2.5, sm: 0 }, width: { xs: 'auto', sm: '100%' } }}>
            <Table size="small" aria-label={t('list.title')} data-testid="users-table">
              <TableHead>
                <TableRow>
                  <TableCell padding="checkbox">
                    {selectableIds.length > 0 && (
                      <Checkbox
                        checked={allSelected}
                        indeterminate={selected.size > 0 && !allSelected}
                        onChange={() => setPicked(allSelected ? new Set() : new Set(selectableIds))}
                        slotProps={{
                          input: {
                            'aria-label': t('selection.all'),
                            'data-testid': 'users-select-all',
                          } as object,
                        }}
                      />
                    )}
                  </TableCell>
                  <TableCell>{t('columns.name')}</TableCell>
                  {!narrow && (
                    <>
                      <TableCell>{t('columns.email')}</TableCell>
                      <TableCell>{t('columns.role')}</TableCell>
                      <TableCell>{t('columns.status')}</TableCell>
                    </>
                  )}
                  {wide && <TableCell>{t('columns.lastLogin')}</TableCell>}
                  <TableCell align="right" sx={{ position: 'relative' }}>
                    <Box component="span" sx={visuallyHidden}>
                      {t('columns.actions')}
                    </Box>
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {shown.map((user) => {
                  const deletable = canDeleteUser(actor, user, readOnly);
                  const editable = canEditUser(actor, user, readOnly);
                  const resending = resend.isPending && resend.variables === user.id;
                  const lastLogin = user.lastLoginAt
                    ? dateFormat.format(new Date(user.lastLoginAt))
                    : t('list.never');
                  const statusChip = <StatusChip status={user.status} testId={`user-status-${user.id}`} />;
                  return (
                    <TableRow
                      key={user.id}
                      hover
                      selected={selected.has(user.id)}
                      data-testid={`user-row-${user.id}`}
                    >
                      <TableCell padding="checkbox">
                        {deletable && (
                          <Checkbox
                            checked={selected.has(user.id)}
                            onChange={() => toggle(user.id)}
                            slotProps={{
                              input: {
                                'aria-label': t('selection.one', { name: user.fullname }),
                                'data-testid': `user-select-${user.id}`,
                              } as object,
                            }}
                          />
                        )}
                      </TableCell>
                      <TableCell sx={{ minWidth: 140, position: 'relative' }}>
                        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                          <Typography variant="body2" sx={{ fontWeight: 600 }}>
                            {user.fullname}
                          </Typography>
                          {user.isSelf && <Chip size="small" label={t('list.you')} variant="outlined" />}
                        </Box>
                        {user.username && (
                          <Typography
                            variant="body2"
                            color="text.secondary"
                            data-testid={`user-username-${user.id}`}
                          >
                            <Box component="span" sx={visuallyHidden}>
                              {t('columns.username')}:{' '}
                            </Box>
                            @{user.username}
                          </Typography>
                        )}
                        {narrow && (
                          <>
                            <Typography
                              variant="body2"
                              color="text.secondary"
                              sx={{ overflowWrap: 'anywhere' }}
                            >
                              {user.email}
                            </Typography>
                            <Box
                              sx={{
                                display: 'flex',
                                flexWrap: 'wrap',
                                alignItems: 'center',
                                gap: 1,
                                mt: 0.5,
                              }}
                            >
                              <Typography variant="body2" data-testid={`user-role-${user.id}`}>
                                {t(`common:roles.${user.role}`)}
                              </Typography>
                              {statusChip}
                            </Box>
                          </>
                        )}
                        {!wide && (
                          <Typography
                            variant="caption"
                            color="text.secondary"
                            sx={{ display: 'block', mt: 0.25 }}
                            data-testid={`user-last-login-${user.id}`}
                          >
                            {t('list.lastLogin', { date: lastLogin })}
                          </Typography>
                        )}
                      </TableCell>
                      {!narrow && (
                        <>
                          <TableCell>
                            <EmailText email={user.email} />
                          </TableCell>
                          <TableCell sx={{ whiteSpace: 'nowrap' }} data-testid={`user-role-${user.id}`}>
                            {t(`common:roles.${user.role}`)}
                          </TableCell>
                          <TableCell>{statusChip}</TableCell>
                        </>
                      )}
                      {wide && (
                        <TableCell sx={{ whiteSpace: 'nowrap' }} data-testid={`user-last-login-${user.id}`}>
                          {lastLogin}
                        </TableCell>
                      )}
                      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                        {user.status === 'invited' && !readOnly && can(actor, 'add_user') && (
                          <Tooltip title={t('actions.resend')}>
                            <IconButton
                              size="small"
                              onClick={() => resendInvite(user)}
                              loading={resending}
                              aria-label={t('actions.resendFor', { name: user.fullname })}
                              data-testid={`user-resend-${user.id}`}
                            >
                              <ForwardToInboxOutlined fontSize="small" />
                            </IconButton>
                          </Tooltip>
                        )}
                        {editable && (
                          <Tooltip title={t('actions.edit')}>
                            <IconButton
                              size="small"
                              onClick={() => setEditing(user)}
                              aria-label={t('actions.editFor', { name: user.fullname })}
                              data-testid={`user-edit-${user.id}`}
                            >
                              <EditOutlined fontSize="small" />
                            </IconButton>
                          </Tooltip>
                        )}
                        {deletable && (
                          <Tooltip title={t('actions.delete')}>
                            <IconButton
                              size="small"
                              onClick={() => setDeleting({ open: true, users: [user] })}
                              aria-label={t('actions.deleteFor', { name: user.fullname })}
                              data-testid={`user-delete-${user.id}`}
                            >
                              <DeleteOutline fontSize="small" />
                            </IconButton>
                          </Tooltip>
                        )}
                      </TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </>
    );
  }

  return (
    <Card component="section" aria-label={t('list.title')} data-testid="users-panel">
      <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>
        {header}
        {licenseReadOnly && (
          <Alert severity="warning" sx={{ mb: 2 }} data-testid="users-read-only">
            {t('readOnly.license')}
          </Alert>
        )}
        {!licenseReadOnly && limited && (
          <Alert severity="info" sx={{ mb: 2 }} data-testid="users-read-only">
            {t('readOnly.limited')}
          </Alert>
        )}
        {body}
      </CardContent>
      <AddUserDialog
        open={adding}
        actor={actor}
        organizationId={organizationId}
        onClose={() => setAdding(false)}
        onCreated={(user) => {
          setAdding(false);
          show(t('add.created', { email: user.email }));
        }}
      />
      <EditUserDialog
        user={editing}
        actor={actor}
        onClose={() => setEditing(null)}
        onSaved={(user) => {
          setEditing(null);
          show(t('edit.saved', { name: user.fullname }));
        }}
      />
      <DeleteUsersDialog
        open={deleting.open}
        users={deleting.users}
        onClose={() => setDeleting((current) => ({ ...current, open: false }))}
        onDeleted={(count, ids) => {
          setDeleting((current) => ({ ...current, open: false }));
          setPicked(new Set([...selected].filter((id) => !ids.includes(id))));
          show(t('delete.done', { count }));
        }}
      />
      <Toast toast={toast} onClose={close} testId="users-toast" />
    </Card>
  );
}
