import { useCallback, useState } from 'react';
import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';

export interface ToastMessage {
  text: string;
  severity: 'success' | 'error';
  /** a new key restarts the snackbar when the same text is shown twice */
  key: number;
}

/** One snackbar message at a time: `show` replaces the current one. */
export function useToast() {
  const [toast, setToast] = useState<ToastMessage | null>(null);
  const show = useCallback((text: string, severity: ToastMessage['severity'] = 'success') => {
    setToast((current) => ({ text, severity, key: (current?.key ?? 0) + 1 }));
  }, []);
  const close = useCallback(() => setToast(null), []);
  return { toast, show, close };
}

/** The snackbar of a page: success messages after a change, and failures of one-click actions. */
export function Toast({
  toast,
  onClose,
  testId = 'toast',
}: {
  toast: ToastMessage | null;
  onClose: () => void;
  testId?: string;
}) {
  return (
    <Snackbar
      key={toast?.key}
      open={toast !== null}
      autoHideDuration={6000}
      onClose={(_event, reason) => {
        if (reason !== 'clickaway') onClose();
      }}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Alert
        severity={toast?.severity ?? 'success'}
        variant="filled"
        onClose={onClose}
        data-testid={testId}
        sx={{ width: '100%' }}
      >
        {toast?.text}
      </Alert>
    </Snackbar>
  );
}
