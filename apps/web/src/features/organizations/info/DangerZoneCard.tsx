import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import DeleteForeverOutlined from '@mui/icons-material/DeleteForeverOutlined';
import { useTranslation } from 'react-i18next';
import type { TOrganization } from '@placard/contract';
import { DeleteOrganizationDialog } from './DeleteOrganizationDialog';

/** Deleting a sub-organization, set apart in red. */
export function DangerZoneCard({ organization }: { organization: TOrganization }) {
  const { t } = useTranslation('organizations');
  const [open, setOpen] = useState(false);
  return (
    <Card
      component="section"
      aria-label={t('delete.zone')}
      data-testid="org-danger-zone"
      sx={{ borderColor: 'error.main' }}
    >
      <CardContent
        sx={{
          p: { xs: 2.5, sm: 3 },
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          gap: 2,
          alignItems: { sm: 'center' },
        }}
      >
        <Box sx={{ flex: 1 }}>
          <Typography variant="h2" sx={{ fontSize: '1.15rem', color: 'error.main', mb: 0.5 }}>
            {t('delete.zone')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('delete.zoneDescription')}
          </Typography>
        </Box>
        <Button
          color="error"
          variant="outlined"
          startIcon={<DeleteForeverOutlined />}
          onClick={() => setOpen(true)}
          data-testid="org-delete-button"
          sx={{ flexShrink: 0, alignSelf: { xs: 'flex-start', sm: 'center' } }}
        >
          {t('delete.button')}
        </Button>
      </CardContent>
      {open && <DeleteOrganizationDialog organization={organization} onClose={() => setOpen(false)} />}
    </Card>
  );
}
