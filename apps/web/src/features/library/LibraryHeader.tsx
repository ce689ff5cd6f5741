import type { ComponentProps, ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import CreateNewFolderOutlined from '@mui/icons-material/CreateNewFolderOutlined';
import { FolderPath } from './FolderPath';
import { useLibraryText } from './libraryText';

/**
 * The top of a library page (media or playlists): where it is and how many it holds, New folder when
 * the session may make one, and the page's own buttons (`children`).
 */
export function LibraryHeader({
  totalCount,
  onNewFolder,
  children,
  ...path
}: ComponentProps<typeof FolderPath> & {
  /** how many the page's search found, once known */
  totalCount: number | undefined;
  /** makes a folder here; none when the session may not */
  onNewFolder: (() => void) | null;
  children?: ReactNode;
}) {
  const { t, testId } = useLibraryText();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: 2 }}>
      <Box sx={{ flex: '1 1 280px', minWidth: 0 }}>
        <FolderPath {...path} />
        {totalCount !== undefined && (
          <Typography variant="body2" color="text.secondary" data-testid={testId('count')}>
            {t('list.count', { count: totalCount })}
          </Typography>
        )}
      </Box>
      {onNewFolder && (
        <Button
          variant="outlined"
          startIcon={<CreateNewFolderOutlined />}
          onClick={onNewFolder}
          data-testid={testId('new-folder')}
        >
          {t('folder.new')}
        </Button>
      )}
      {children}
    </Box>
  );
}
