import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isReadOnly } from '@placard/contract';
import { isApiError } from '../../api/client';
import { useMenu } from '../../api/menus';
import { useSession } from '../../app/session';
import { LoadFailed } from '../../components/LoadFailed';
import { PageHeader } from '../../components/PageHeader';
import { LinkButton } from '../../components/RouterLinks';
import { idParam } from '../devices/paths';
import { MenuEditor } from './MenuEditor';
import { MENUS_PATH } from './menuDocument';

/** /media/menus/:menuId: one menu's editor. */
export default function MenuEditorPage() {
  const { t } = useTranslation('menus');
  const session = useSession();
  const readOnly = isReadOnly(session.licenseStatus);
  const menuId = idParam(useParams().menuId);
  const menu = useMenu(menuId);
  const back = (
    <LinkButton to={MENUS_PATH} variant="text" startIcon={<ArrowBackRounded />} data-testid="menu-back">
      {t('editor.back')}
    </LinkButton>
  );
  const missing = menuId === null || (isApiError(menu.error) && menu.error.status === 404);
  return (
    <Box data-testid="menu-editor-page">
      <PageHeader
        title={menu.data?.name ?? t('editor.title')}
        subtitle={t('editor.subtitle')}
        actions={back}
      />
      {readOnly && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t('readOnly')}
        </Alert>
      )}
      {missing ? (
        <Alert severity="info" data-testid="menu-not-found">
          {t('editor.notFound')}
        </Alert>
      ) : menu.isError ? (
        <LoadFailed message={t('list.loadFailed')} onRetry={() => void menu.refetch()} />
      ) : menu.data ? (
        <MenuEditor key={menu.data.id} menu={menu.data} readOnly={readOnly} />
      ) : (
        <Skeleton variant="rounded" height={480} />
      )}
    </Box>
  );
}
