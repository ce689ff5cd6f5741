import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import NavigateNext from '@mui/icons-material/NavigateNext';
import type { MediaSection, TMediaList } from '@placard/contract';
import { useLibraryText } from './libraryText';

interface FolderPathProps {
  section: MediaSection;
  /** from the top level down to the folder shown */
  path: TMediaList['path'];
  /** the words searched for, when the page shows search results */
  searching: string;
  onOpen: (folderId: number | null) => void;
}

/** Where in the section the page is: "My media › Campaigns › Summer", each step a way back up. */
export function FolderPath({ section, path, searching, onOpen }: FolderPathProps) {
  const { t, testId } = useLibraryText();
  const top = t(`sections.${section}`);
  if (searching) {
    return (
      <Typography variant="h2" sx={{ fontSize: '1.15rem' }} data-testid={testId('folder-path')}>
        {t('search.resultsIn', { query: searching, section: top })}
      </Typography>
    );
  }
  const steps = [{ id: null, name: top }, ...path];
  return (
    <Breadcrumbs
      aria-label={t('folder.pathLabel')}
      separator={<NavigateNext fontSize="small" />}
      data-testid={testId('folder-path')}
      sx={{ '& .MuiBreadcrumbs-ol': { flexWrap: 'wrap' }, minWidth: 0 }}
    >
      {steps.map((step, index) =>
        index === steps.length - 1 ? (
          <Typography
            key={step.id ?? 'top'}
            variant="h2"
            aria-current="page"
            sx={{ fontSize: '1.15rem', overflowWrap: 'anywhere' }}
          >
            {step.name}
          </Typography>
        ) : (
          <Link
            key={step.id ?? 'top'}
            component="button"
            type="button"
            color="text.secondary"
            underline="hover"
            onClick={() => onOpen(step.id)}
            sx={{ fontSize: '1.15rem', fontWeight: 600 }}
          >
            {step.name}
          </Link>
        ),
      )}
    </Breadcrumbs>
  );
}
