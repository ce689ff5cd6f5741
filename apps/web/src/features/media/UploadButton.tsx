import Box from '@mui/material/Box';
import Button, { type ButtonProps } from '@mui/material/Button';
import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import { useTranslation } from 'react-i18next';
import { MEDIA_ACCEPT } from '@placard/contract';
import { visuallyHidden } from '../../components/visuallyHidden';

/** Upload: a button that opens the file chooser (one file, of the accepted types). */
export function UploadButton({
  onFiles,
  variant = 'contained',
  testId = 'media-upload-input',
}: {
  onFiles: (files: File[]) => void;
  variant?: ButtonProps['variant'];
  testId?: string;
}) {
  const { t } = useTranslation('media');
  return (
    <Button
      component="label"
      variant={variant}
      startIcon={<CloudUploadOutlined />}
      data-testid={`${testId}-button`}
    >
      {t('upload.button')}
      <Box
        component="input"
        type="file"
        accept={MEDIA_ACCEPT}
        sx={visuallyHidden}
        data-testid={testId}
        onChange={(event) => {
          const input = event.currentTarget as HTMLInputElement;
          const files = Array.from(input.files ?? []);
          // the same file can be chosen again (after a refusal, or to upload it twice)
          input.value = '';
          onFiles(files);
        }}
      />
    </Button>
  );
}
