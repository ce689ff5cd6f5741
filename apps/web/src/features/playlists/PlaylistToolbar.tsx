import Box from '@mui/material/Box';
import { LibrarySearchField } from '../library/LibrarySearchField';
import type { ViewMode } from '../../components/useViewMode';
import { ViewToggle } from '../library/ViewToggle';

/** Search and the grid/list switch above the playlists. */
export function PlaylistToolbar({
  query,
  onQuery,
  view,
  onView,
}: {
  query: string;
  onQuery: (query: string) => void;
  view: ViewMode;
  onView: (view: ViewMode) => void;
}) {
  return (
    <Box
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: 2 }}
      data-testid="playlist-toolbar"
    >
      <LibrarySearchField query={query} onQuery={onQuery} />
      <Box sx={{ flex: 1 }} />
      <ViewToggle view={view} onView={onView} />
    </Box>
  );
}
