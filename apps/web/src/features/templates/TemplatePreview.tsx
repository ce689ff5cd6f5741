import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import { useTranslation } from 'react-i18next';
import type { TPlaylistSummary } from '@placard/contract';
import { AspectPreview } from '../library/AspectPreview';

const TEST_IDS = {
  preview: 'template-preview',
  thumbnail: 'template-thumbnail',
  empty: 'template-no-thumbnail',
};

/**
 * What stands for a template: its slide's thumbnail in the template's own aspect ratio, or a plain
 * slide of that shape when there is no thumbnail yet.
 */
export function TemplatePreview({
  template,
}: {
  template: Pick<TPlaylistSummary, 'aspect' | 'thumbnailUrl'>;
}) {
  const { t } = useTranslation('media');
  return (
    <AspectPreview
      aspect={template.aspect}
      thumbnailUrl={template.thumbnailUrl}
      testIds={TEST_IDS}
      Icon={DashboardOutlined}
      message={t('templates.noPreview')}
    />
  );
}
