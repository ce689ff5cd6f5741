import type { FormEventHandler, ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog, { type DialogProps } from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

interface FormDialogProps {
  open: boolean;
  onClose: () => void;
  /** id of the title, which names the dialog */
  titleId: string;
  title: ReactNode;
  /** what the dialog asks, above its fields */
  text: ReactNode;
  maxWidth: DialogProps['maxWidth'];
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** the refusal to show under the fields (null: none) */
  failure: string | null;
  failureTestId: string;
  pending: boolean;
  cancelLabel: string;
  submitLabel: string;
  submitTestId: string;
  submitDisabled?: boolean;
  children: ReactNode;
}

/** A small dialog holding a form: a question, its fields, the server's refusal, Cancel and a submit button. */
export function FormDialog({
  open,
  onClose,
  titleId,
  title,
  text,
  maxWidth,
  onSubmit,
  failure,
  failureTestId,
  pending,
  cancelLabel,
  submitLabel,
  submitTestId,
  submitDisabled,
  children,
}: FormDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth={maxWidth} aria-labelledby={titleId}>
      <Box component="form" onSubmit={onSubmit} noValidate>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{text}</DialogContentText>
          {children}
          {failure && (
            <Alert severity="error" sx={{ mt: 2 }} data-testid={failureTestId}>
              {failure}
            </Alert>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button variant="text" onClick={onClose}>
            {cancelLabel}
          </Button>
          <Button type="submit" loading={pending} disabled={submitDisabled} data-testid={submitTestId}>
            {submitLabel}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
