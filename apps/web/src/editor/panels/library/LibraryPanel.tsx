import { useState, type ReactElement } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import CategoryOutlined from '@mui/icons-material/CategoryOutlined';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import LanguageOutlined from '@mui/icons-material/LanguageOutlined';
import PermMediaOutlined from '@mui/icons-material/PermMediaOutlined';
import PhotoCameraOutlined from '@mui/icons-material/PhotoCameraOutlined';
import TextFieldsOutlined from '@mui/icons-material/TextFieldsOutlined';
import WidgetsOutlined from '@mui/icons-material/WidgetsOutlined';
import { useTranslation } from 'react-i18next';
import { useEditor } from '../../context/EditorContext';
import { useMediaProviders } from '../../../api/mediaProviders';
import { MediaTab } from './MediaTab';
import { ProvidersTab } from './ProvidersTab';
import { ShapesTab } from './ShapesTab';
import { TemplatesTab } from './TemplatesTab';
import { TextTab } from './TextTab';
import { useElementAdder } from './useElementAdder';
import { WebTab } from './WebTab';
import { WidgetsTab } from './WidgetsTab';

export const LIBRARY_TABS = ['media', 'photos', 'text', 'shapes', 'web', 'widgets', 'templates'] as const;
export type LibraryTab = (typeof LIBRARY_TABS)[number];

const ICONS: Record<LibraryTab, ReactElement> = {
  media: <PermMediaOutlined fontSize="small" />,
  photos: <PhotoCameraOutlined fontSize="small" />,
  text: <TextFieldsOutlined fontSize="small" />,
  shapes: <CategoryOutlined fontSize="small" />,
  web: <LanguageOutlined fontSize="small" />,
  widgets: <WidgetsOutlined fontSize="small" />,
  templates: <DashboardOutlined fontSize="small" />,
};

/**
 * The editor's library: media files, free photos and GIFs of the stock providers (when the organization
 * may search one), text styles, shapes, web pages, data widgets and templates. A click adds an
 * item centred on the current slide; a drag carries it onto the canvas. Nothing is added while the
 * playlist is read-only or has no slide.
 */
export function LibraryPanel() {
  const { t } = useTranslation('editorLibrary');
  const { readOnly } = useEditor();
  const adder = useElementAdder();
  const [tab, setTab] = useState<LibraryTab>('media');
  // a tab once opened stays mounted, so its search and place survive switching tabs
  const [opened, setOpened] = useState<ReadonlySet<LibraryTab>>(() => new Set(['media']));
  const hasProviders = (useMediaProviders().data?.providers.length ?? 0) > 0;
  const tabs = LIBRARY_TABS.filter((key) => key !== 'photos' || hasProviders);

  const choose = (next: LibraryTab) => {
    setTab(next);
    setOpened((was) => (was.has(next) ? was : new Set([...was, next])));
  };

  const content = (key: LibraryTab) => {
    switch (key) {
      case 'media':
        return <MediaTab adder={adder} />;
      case 'photos':
        return <ProvidersTab adder={adder} />;
      case 'text':
        return <TextTab adder={adder} />;
      case 'shapes':
        return <ShapesTab adder={adder} />;
      case 'web':
        return <WebTab adder={adder} />;
      case 'widgets':
        return <WidgetsTab adder={adder} />;
      case 'templates':
        return <TemplatesTab enabled={adder.enabled} />;
    }
  };

  return (
    <Box
      component="section"
      aria-label={t('panel.label')}
      data-testid="library-panel"
      sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, height: '100%' }}
    >
      <Tabs
        value={tab}
        onChange={(_event, next: LibraryTab) => choose(next)}
        variant="fullWidth"
        aria-label={t('panel.tabs.label')}
        sx={{ minHeight: 0, borderBottom: 1, borderColor: 'divider', flexShrink: 0 }}
      >
        {tabs.map((key) => (
          <Tab
            key={key}
            value={key}
            icon={ICONS[key]}
            label={t(`panel.tabs.${key}`)}
            id={`library-tab-${key}`}
            aria-controls={`library-tabpanel-${key}`}
            data-testid={`library-tab-${key}`}
            sx={{
              minWidth: 0,
              minHeight: 48,
              // each as wide as its word, so that seven fit the panel
              flex: '1 1 auto',
              px: 0.25,
              py: 0.5,
              fontSize: 11,
              textTransform: 'none',
              letterSpacing: 0,
              gap: 0.25,
            }}
          />
        ))}
      </Tabs>
      <Box sx={{ flex: 1, minHeight: 0, overflowY: 'auto', p: 1.5 }}>
        {!adder.enabled ? (
          <Alert severity="info" sx={{ mb: 1.5, py: 0 }} data-testid="library-disabled">
            {readOnly ? t('panel.readOnly') : t('panel.noSlide')}
          </Alert>
        ) : (
          tab !== 'templates' &&
          tab !== 'web' && (
            <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
              {t('panel.hint')}
            </Typography>
          )
        )}
        {tabs.map((key) => (
          <Box
            key={key}
            role="tabpanel"
            id={`library-tabpanel-${key}`}
            aria-labelledby={`library-tab-${key}`}
            hidden={tab !== key}
          >
            {opened.has(key) && content(key)}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
