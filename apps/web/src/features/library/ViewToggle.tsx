import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import GridViewOutlined from '@mui/icons-material/GridViewOutlined';
import ViewListOutlined from '@mui/icons-material/ViewListOutlined';
import { useLibraryText } from './libraryText';
import type { ViewMode } from '../../components/useViewMode';

/** Grid or list: how a library shows its folders and items. */
export function ViewToggle({ view, onView }: { view: ViewMode; onView: (view: ViewMode) => void }) {
  const { t, testId } = useLibraryText();
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      value={view}
      onChange={(_event, next: ViewMode | null) => {
        if (next) onView(next);
      }}
      aria-label={t('view.label')}
    >
      <ToggleButton value="grid" aria-label={t('view.grid')} data-testid={testId('view-grid')}>
        <GridViewOutlined fontSize="small" />
      </ToggleButton>
      <ToggleButton value="list" aria-label={t('view.list')} data-testid={testId('view-list')}>
        <ViewListOutlined fontSize="small" />
      </ToggleButton>
    </ToggleButtonGroup>
  );
}
