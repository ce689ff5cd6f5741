import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import { useTranslation } from 'react-i18next';
import { aspectRatio, type MediaSection, type TPlaylistSummary } from '@placard/contract';
import { errorMessage } from '../../../components/form/formMessage';
import { useEditor } from '../../context/EditorContext';
import { ApplyTemplateDialog } from './ApplyTemplateDialog';
import { tileSx } from './LibraryTile';
import { SaveTemplateForm } from './SaveTemplateForm';
import { SearchField } from './SearchField';
import { SectionToggle } from './SectionToggle';
import { useSearchTerm } from './useSearchTerm';
import { useRefreshTemplates, useTemplates } from './useTemplates';

function TemplateTile({
  template,
  enabled,
  onChoose,
}: {
  template: TPlaylistSummary;
  enabled: boolean;
  onChoose: (template: TPlaylistSummary) => void;
}) {
  const { t } = useTranslation('editorLibrary');
  const [w, h] = aspectRatio(template.aspect);
  return (
    <ButtonBase
      aria-label={t('templates.apply', { name: template.name })}
      disabled={!enabled}
      onClick={() => onChoose(template)}
      data-testid={`library-template-${template.id}`}
      sx={[tileSx, { flexDirection: 'column', alignItems: 'stretch' }]}
    >
      <Box
        sx={{
          aspectRatio: '16 / 10',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          bgcolor: 'background.paper',
          color: 'text.disabled',
        }}
      >
        {template.thumbnailUrl ? (
          <Box
            component="img"
            src={template.thumbnailUrl}
            alt=""
            loading="lazy"
            draggable={false}
            sx={{
              maxWidth: '100%',
              maxHeight: '100%',
              aspectRatio: `${w} / ${h}`,
              objectFit: 'contain',
              display: 'block',
            }}
          />
        ) : (
          <DashboardOutlined aria-hidden />
        )}
      </Box>
      <Typography variant="caption" noWrap sx={{ px: 0.75, py: 0.25, textAlign: 'left' }}>
        {template.name}
      </Typography>
    </ButtonBase>
  );
}

/** The organization's templates to apply to the current slide, and saving the current slide as one. */
export function TemplatesTab({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation('editorLibrary');
  const { applyTemplate } = useEditor();
  const [section, setSection] = useState<MediaSection>('my');
  const [query, setQuery] = useState('');
  const searchTerm = useSearchTerm(query);
  const templates = useTemplates(section, searchTerm);
  const refresh = useRefreshTemplates();
  const [chosen, setChosen] = useState<TPlaylistSummary | null>(null);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const items = templates.data?.pages.flatMap((page) => page.results) ?? [];

  const apply = async (template: TPlaylistSummary) => {
    setPending(true);
    setFailure(null);
    try {
      await applyTemplate(template.id);
      setChosen(null);
    } catch (error) {
      setChosen(null);
      setFailure(errorMessage(error, t('templates.applyFailed')));
    } finally {
      setPending(false);
    }
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <SectionToggle value={section} onChange={setSection} testId="library-template-sections" />
      <Box sx={{ display: 'flex' }}>
        <SearchField
          label={t('templates.search')}
          value={query}
          onChange={setQuery}
          testId="library-template-search"
        />
      </Box>
      {failure && (
        <Alert
          severity="error"
          onClose={() => setFailure(null)}
          closeText={t('dismiss')}
          data-testid="library-template-apply-failed"
        >
          {failure}
        </Alert>
      )}
      {templates.isPending ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
          <CircularProgress size={24} aria-label={t('templates.listLabel')} />
        </Box>
      ) : templates.isError && items.length === 0 ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void templates.refetch()}>
              {t('templates.retry')}
            </Button>
          }
        >
          {t('templates.loadFailed')}
        </Alert>
      ) : items.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ py: 2, textAlign: 'center' }}>
          {searchTerm ? t('templates.emptySearch', { query: searchTerm }) : t('templates.empty')}
        </Typography>
      ) : (
        <Box
          role="group"
          aria-label={t('templates.listLabel')}
          sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 0.75 }}
        >
          {items.map((template) => (
            <TemplateTile key={template.id} template={template} enabled={enabled} onChoose={setChosen} />
          ))}
        </Box>
      )}
      {templates.hasNextPage && (
        <Button
          size="small"
          variant="outlined"
          onClick={() => void templates.fetchNextPage()}
          disabled={templates.isFetchingNextPage}
        >
          {t('media.loadMore')}
        </Button>
      )}
      <Divider sx={{ my: 1 }} />
      <SaveTemplateForm enabled={enabled} onSaved={refresh} />
      <ApplyTemplateDialog
        template={chosen}
        pending={pending}
        onCancel={() => setChosen(null)}
        onConfirm={(template) => void apply(template)}
      />
    </Box>
  );
}
