import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { useLibraryText } from './libraryText';

/** A thin bar over a library page while another page of it loads (room kept for it when idle). */
export function LibraryLoadingBar({ loading }: { loading: boolean }) {
  const { t } = useLibraryText();
  return <Box sx={{ height: 4, mb: 1 }}>{loading && <LinearProgress aria-label={t('list.loading')} />}</Box>;
}
