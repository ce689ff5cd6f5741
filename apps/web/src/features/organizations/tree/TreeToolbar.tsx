import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import UnfoldLess from '@mui/icons-material/UnfoldLess';
import UnfoldMore from '@mui/icons-material/UnfoldMore';
import { useTranslation } from 'react-i18next';

/** How many organizations the tree holds, with "expand all" and "collapse all" (icons only on phones). */
export function TreeToolbar({
  total,
  onExpandAll,
  onCollapseAll,
}: {
  total: number;
  onExpandAll: () => void;
  onCollapseAll: () => void;
}) {
  const { t } = useTranslation('organizations');
  const label = (text: string) => (
    <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
      {text}
    </Box>
  );
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexShrink: 0 }}>
      <Typography variant="body2" color="text.secondary" sx={{ mr: 'auto', pr: 1 }} data-testid="org-count">
        {t('tree.total', { count: total })}
      </Typography>
      <Button
        variant="text"
        size="small"
        startIcon={<UnfoldMore />}
        onClick={onExpandAll}
        aria-label={t('tree.expandAll')}
        sx={{ whiteSpace: 'nowrap', minWidth: 0 }}
        data-testid="org-expand-all"
      >
        {label(t('tree.expandAll'))}
      </Button>
      <Button
        variant="text"
        size="small"
        startIcon={<UnfoldLess />}
        onClick={onCollapseAll}
        aria-label={t('tree.collapseAll')}
        sx={{ whiteSpace: 'nowrap', minWidth: 0 }}
        data-testid="org-collapse-all"
      >
        {label(t('tree.collapseAll'))}
      </Button>
    </Stack>
  );
}
