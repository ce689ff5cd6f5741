import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';

/** A short success message at the bottom of the screen; `message` null hides it. */
export function SuccessSnackbar({
  message,
  onClose,
  testId,
}: {
  message: string | null;
  onClose: () => void;
  testId?: string;
}) {
  return (
    <Snackbar
      open={message !== null}
      autoHideDuration={6000}
      onClose={(_event, reason) => {
        if (reason !== 'clickaway') onClose();
      }}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Alert severity="success" variant="filled" onClose={onClose} data-testid={testId}>
        {message}
      </Alert>
    </Snackbar>
  );
}
