import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import CheckCircle from '@mui/icons-material/CheckCircle';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import { useTranslation } from 'react-i18next';
import { deleteSteps, type DeleteMode, type DeleteStep } from './deleteOrganization';

/** The steps of a running deletion: done, under way, still to come. */
export function DeleteProgress({ mode, current }: { mode: DeleteMode; current: DeleteStep }) {
  const { t } = useTranslation('organizations');
  const steps = deleteSteps(mode);
  const currentIndex = steps.indexOf(current);
  return (
    <List aria-live="polite" data-testid="delete-progress" data-step={current}>
      {steps.map((step, index) => (
        <ListItem key={step} disableGutters>
          <ListItemIcon sx={{ minWidth: 40 }}>
            {index < currentIndex && <CheckCircle color="success" />}
            {index === currentIndex && <CircularProgress size={22} aria-hidden />}
            {index > currentIndex && <RadioButtonUnchecked color="disabled" />}
          </ListItemIcon>
          <ListItemText
            primary={t(`delete.steps.${step}`)}
            slotProps={{ primary: { sx: { fontWeight: index === currentIndex ? 600 : 400 } } }}
          />
        </ListItem>
      ))}
    </List>
  );
}
