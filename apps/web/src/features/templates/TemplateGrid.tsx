import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import type { TPlaylistSummary } from '@placard/contract';
import type { LibraryAccess } from '../library/libraryActions';
import { templateActions, type TemplateAction } from './templateActions';
import { TemplateCard } from './TemplateCard';

/** The templates of a page as cards, each with the actions the session and the template allow. */
export function TemplateGrid({
  templates,
  access,
  onAction,
}: {
  templates: readonly TPlaylistSummary[];
  access: LibraryAccess;
  onAction: (template: TPlaylistSummary, action: TemplateAction) => void;
}) {
  const { t } = useTranslation('media');
  return (
    <Box
      component="section"
      aria-label={t('templates.listLabel')}
      data-testid="template-grid"
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: {
          xs: 'repeat(2, minmax(0, 1fr))',
          sm: 'repeat(auto-fill, minmax(210px, 1fr))',
        },
      }}
    >
      {templates.map((template) => (
        <TemplateCard
          key={template.id}
          template={template}
          actions={templateActions(template, access)}
          onAction={(action) => onAction(template, action)}
        />
      ))}
    </Box>
  );
}
