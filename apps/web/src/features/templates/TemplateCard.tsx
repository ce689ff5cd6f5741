import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TPlaylistSummary } from '@placard/contract';
import { aspectText } from '../playlists/playlistFormat';
import { ActionMenu } from '../library/ActionMenu';
import { templatePath, type TemplateAction } from './templateActions';
import { TemplatePreview } from './TemplatePreview';

/** Where a stock copy came from (the platform, or an organization); nothing outside Stock. */
function useTemplateOrigin(template: Pick<TPlaylistSummary, 'stockFrom' | 'platformStock'>): string | null {
  const { t } = useTranslation('media');
  if (template.platformStock) return t('item.platformStock');
  if (template.stockFrom) return t('item.stockFrom', { name: template.stockFrom.name });
  return null;
}

interface TemplateCardProps {
  template: TPlaylistSummary;
  actions: readonly TemplateAction[];
  onAction: (action: TemplateAction) => void;
}

/**
 * A template of the grid: its slide (a link to the template editor), name, aspect ratio, who made it,
 * where a stock copy comes from, and its menu.
 */
export function TemplateCard({ template, actions, onAction }: TemplateCardProps) {
  const { t } = useTranslation('media');
  const origin = useTemplateOrigin(template);
  return (
    <Card
      component="article"
      aria-label={template.name}
      data-testid="template-card"
      data-id={template.id}
      sx={(theme) => ({
        position: 'relative',
        overflow: 'hidden',
        transition: theme.transitions.create('box-shadow'),
        '&:hover, &:focus-within': { boxShadow: theme.shadows[3] },
      })}
    >
      <CardActionArea
        component={RouterLink}
        to={templatePath(template.id)}
        aria-label={t('templates.openNamed', { name: template.name })}
        data-testid="template-open"
      >
        <TemplatePreview template={template} />
      </CardActionArea>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.5, p: 1.25, pr: 0.5 }}>
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography
            variant="body2"
            noWrap
            title={template.name}
            sx={{ fontWeight: 600 }}
            data-testid="template-name"
          >
            {template.name}
          </Typography>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, mt: 0.5, minWidth: 0 }}>
            <Typography
              variant="caption"
              color="text.secondary"
              title={t('templates.aspect')}
              sx={{ fontVariantNumeric: 'tabular-nums', flexShrink: 0 }}
              data-testid="template-aspect"
            >
              {aspectText(template.aspect)}
            </Typography>
            {template.creator && (
              <Typography variant="caption" color="text.secondary" noWrap data-testid="template-creator">
                {t('templates.by', { name: template.creator.fullname })}
              </Typography>
            )}
          </Box>
          {origin && (
            <Typography
              variant="caption"
              color="text.secondary"
              noWrap
              sx={{ display: 'block', mt: 0.25 }}
              data-testid="template-origin"
            >
              {origin}
            </Typography>
          )}
        </Box>
        <ActionMenu name={template.name} actions={actions} onAction={onAction} />
      </Box>
    </Card>
  );
}
