import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import AddRounded from '@mui/icons-material/AddRounded';
import RestaurantMenuRounded from '@mui/icons-material/RestaurantMenuRounded';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isReadOnly, zMenuName, type TMenuSummary } from '@placard/contract';
import { menusApi, useMenuList, useMenuMutation } from '../../api/menus';
import { useSession } from '../../app/session';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { LoadFailed } from '../../components/LoadFailed';
import { errorMessage } from '../../components/form/formMessage';
import { NameDialog } from '../library/NameDialog';
import { CreateMenuDialog } from './CreateMenuDialog';
import { MenuCard } from './MenuCard';
import { menuPath } from './menuDocument';

const GRID = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))',
} as const;

/**
 * /media/menus: the organization's menus as cards (name, what they hold, currency, when they changed),
 * with New menu, rename and delete.
 */
export default function MenusListPage() {
  const { t } = useTranslation('menus');
  const navigate = useNavigate();
  const session = useSession();
  const readOnly = isReadOnly(session.licenseStatus);
  const list = useMenuList();
  const [creating, setCreating] = useState(false);
  const [renaming, setRenaming] = useState<TMenuSummary | null>(null);
  const [removing, setRemoving] = useState<TMenuSummary | null>(null);
  const rename = useMenuMutation(menusApi.rename);
  const remove = useMenuMutation(menusApi.remove);
  const menus = list.data?.results ?? [];

  return (
    <Box data-testid="menus-page">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 2.5 }}>
        <Typography color="text.secondary" sx={{ flex: '1 1 320px' }}>
          {t('list.intro')}
        </Typography>
        <Button
          startIcon={<AddRounded />}
          onClick={() => setCreating(true)}
          disabled={readOnly}
          data-testid="menu-create"
        >
          {t('list.create')}
        </Button>
      </Box>
      {list.isError ? (
        <LoadFailed message={t('list.loadFailed')} onRetry={() => void list.refetch()} />
      ) : list.isPending ? (
        <Box sx={GRID}>
          {Array.from({ length: 3 }, (_, index) => (
            <Skeleton key={index} variant="rounded" height={112} />
          ))}
        </Box>
      ) : menus.length === 0 ? (
        <Box
          data-testid="menus-empty"
          sx={{
            textAlign: 'center',
            py: 8,
            px: 2,
            border: 1,
            borderStyle: 'dashed',
            borderColor: 'divider',
            borderRadius: 2,
          }}
        >
          <RestaurantMenuRounded color="primary" sx={{ fontSize: 48 }} />
          <Typography variant="h2" sx={{ fontSize: '1.25rem', mt: 1 }}>
            {t('list.empty')}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 1, maxWidth: 480, mx: 'auto' }}>
            {t('list.emptyText')}
          </Typography>
        </Box>
      ) : (
        <Box sx={GRID} data-testid="menus-grid">
          {menus.map((menu) => (
            <MenuCard
              key={menu.id}
              menu={menu}
              readOnly={readOnly}
              onRename={() => setRenaming(menu)}
              onRemove={() => {
                remove.reset();
                setRemoving(menu);
              }}
            />
          ))}
        </Box>
      )}
      <CreateMenuDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(menu) => {
          setCreating(false);
          void navigate(menuPath(menu.id));
        }}
      />
      <NameDialog
        open={renaming !== null}
        onClose={() => setRenaming(null)}
        rule={zMenuName}
        initialName={renaming?.name ?? ''}
        title={t('rename.title')}
        text={t('rename.text')}
        label={t('rename.label')}
        submitLabel={t('rename.submit')}
        cancelLabel={t('common.cancel')}
        fallback={t('rename.failed')}
        testId="menu-rename"
        save={(name) => rename.mutateAsync({ id: renaming?.id ?? 0, name })}
        onSaved={() => setRenaming(null)}
      />
      <ConfirmDialog
        open={removing !== null}
        title={t('remove.title')}
        text={t('remove.text', { name: removing?.name ?? '' })}
        confirmLabel={t('remove.confirm')}
        cancelLabel={t('common.cancel')}
        danger
        pending={remove.isPending}
        error={remove.error ? errorMessage(remove.error, t('remove.failed')) : null}
        onConfirm={() =>
          void remove.mutateAsync(removing?.id ?? 0).then(
            () => setRemoving(null),
            () => undefined,
          )
        }
        onClose={() => setRemoving(null)}
        testId="menu-delete-dialog"
      />
    </Box>
  );
}
