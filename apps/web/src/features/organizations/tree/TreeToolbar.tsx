import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import UnfoldLess from '@mui/icons-material/UnfoldLess';
import UnfoldMore from '@mui/icons-material/UnfoldMore';
import { useTranslation } from 'react-i18next';

/** A toolbar button whose text shows from tablets up; on phones only its icon (its aria-label names it). */
function ToolbarButton({
  icon,
  label,
  onClick,
  testId,
}: {
  icon: ReactNode;
  label: string;
  onClick: () => void;
  testId: string;
}) {
  return (
    <Button
      variant="text"
      size="small"
      startIcon={icon}
      onClick={onClick}
      aria-label={label}
      sx={{ whiteSpace: 'nowrap', minWidth: 0 }}
      data-testid={testId}
    >
      <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
        {label}
      </Box>
    </Button>
  );
}

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
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexShrink: 0 }}>
      <Typography variant="body2" color="text.secondary" sx={{ mr: 'auto', pr: 1 }} data-testid="org-count">
        {t('tree.total', { count: total })}
      </Typography>
      <ToolbarButton
        icon={<UnfoldMore />}
        label={t('tree.expandAll')}
        onClick={onExpandAll}
        testId="org-expand-all"
      />
      <ToolbarButton
        icon={<UnfoldLess />}
        label={t('tree.collapseAll')}
        onClick={onCollapseAll}
        testId="org-collapse-all"
      />
    </Stack>
  );
}
