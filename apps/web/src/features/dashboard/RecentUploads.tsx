import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TDashboardUploads, TMediaItem } from '@placard/contract';
import { AppLink, LinkButton } from '../../components/RouterLinks';
import { timeAgo } from '../../components/format';
import { MediaThumbnail } from '../media/MediaThumbnail';
import { DashboardCard, EmptyState } from './DashboardCard';

const MEDIA_PATH = '/media/my';

/** Where an item lives in the media library: its section, and its folder if it is in one. */
export function mediaPlaceOf(item: Pick<TMediaItem, 'section' | 'folderId'>): string {
  return `/media/${item.section}${item.folderId === null ? '' : `?folder=${item.folderId}`}`;
}

function UploadTile({ item }: { item: TMediaItem }) {
  const { t, i18n } = useTranslation('dashboard');
  return (
    <Card
      component="li"
      data-testid="dashboard-upload"
      sx={(theme) => ({ '&:hover, &:focus-within': { boxShadow: theme.shadows[3] } })}
    >
      <CardActionArea
        component={RouterLink}
        to={mediaPlaceOf(item)}
        aria-label={t('uploads.open', { name: item.name })}
        sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}
      >
        <Box sx={{ aspectRatio: '4 / 3', bgcolor: 'grey.100', overflow: 'hidden' }}>
          <MediaThumbnail item={item} compact />
        </Box>
        <Box sx={{ px: 1, py: 0.75, minWidth: 0 }}>
          <Typography
            variant="body2"
            sx={{ fontWeight: 600 }}
            noWrap
            title={item.name}
            data-testid="dashboard-upload-name"
          >
            {item.name}
          </Typography>
          <Typography variant="caption" color="text.secondary" noWrap component="p">
            {timeAgo(item.createdAt, i18n.language)}
          </Typography>
        </Box>
      </CardActionArea>
    </Card>
  );
}

/** The newest files of the media library, each a link to where it lives there. */
export function RecentUploads({ uploads }: { uploads: TDashboardUploads }) {
  const { t } = useTranslation('dashboard');
  return (
    <DashboardCard
      title={t('uploads.title')}
      subtitle={t('uploads.subtitle')}
      action={
        uploads.totalCount > 0 && (
          <AppLink to={MEDIA_PATH} variant="body2" sx={{ fontWeight: 600 }}>
            {t('uploads.all')}
          </AppLink>
        )
      }
      testId="dashboard-uploads"
    >
      {uploads.results.length === 0 ? (
        <EmptyState
          icon={<CloudUploadOutlined />}
          title={t('uploads.emptyTitle')}
          body={t('uploads.emptyBody')}
          action={
            <LinkButton to={MEDIA_PATH} variant="outlined" size="small">
              {t('uploads.emptyAction')}
            </LinkButton>
          }
          testId="dashboard-uploads-empty"
        />
      ) : (
        <Box
          component="ul"
          aria-label={t('uploads.title')}
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: 'repeat(auto-fill, minmax(110px, 1fr))',
          }}
        >
          {uploads.results.map((item) => (
            <UploadTile key={item.id} item={item} />
          ))}
        </Box>
      )}
    </DashboardCard>
  );
}
