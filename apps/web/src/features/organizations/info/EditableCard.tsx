import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { useTranslation } from 'react-i18next';
import { SuccessSnackbar } from '../../../components/SuccessSnackbar';

interface EditableCardProps {
  title: string;
  description?: ReactNode;
  testId: string;
  /** whether the caller may change what the card shows */
  editable: boolean;
  view: ReactNode;
  /** the form; `done` returns to the view, after saving (true) or cancelling (false) */
  renderForm: (done: (saved: boolean) => void) => ReactNode;
  /** what the snackbar says after saving */
  savedMessage: string;
}

/** A card that shows values and, for those who may, turns into their form; a snackbar tells of a save. */
export function EditableCard({
  title,
  description,
  testId,
  editable,
  view,
  renderForm,
  savedMessage,
}: EditableCardProps) {
  const { t } = useTranslation('organizations');
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const done = (wasSaved: boolean) => {
    setEditing(false);
    setSaved(wasSaved);
  };
  return (
    <>
      <Card component="section" sx={{ height: '100%' }} data-testid={testId} aria-label={title}>
        <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>
          <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, mb: description ? 0.5 : 2 }}>
            <Typography variant="h2" sx={{ fontSize: '1.15rem', flex: 1 }}>
              {title}
            </Typography>
            {editable && !editing && (
              <Button
                variant="text"
                size="small"
                startIcon={<EditOutlined />}
                onClick={() => setEditing(true)}
                aria-label={t('actions.editSection', { section: title })}
                data-testid={`${testId}-edit`}
              >
                {t('actions.edit')}
              </Button>
            )}
          </Box>
          {description && (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              {description}
            </Typography>
          )}
          {editing ? renderForm(done) : view}
        </CardContent>
      </Card>
      <SuccessSnackbar message={saved ? savedMessage : null} onClose={() => setSaved(false)} />
    </>
  );
}
