import { useRef } from 'react';
import Box from '@mui/material/Box';
import Button, { type ButtonProps } from '@mui/material/Button';
import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import { useTranslation } from 'react-i18next';
import { MEDIA_ACCEPT } from '@placard/contract';
import { visuallyHidden } from '../../components/visuallyHidden';

/**
 * Upload: a button that opens the file chooser (one file, of the accepted types). The file input sits
 * beside the button, out of the tab order, so assistive technology meets one control, not two nested.
 */
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
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button
        variant={variant}
        startIcon={<CloudUploadOutlined />}
        onClick={() => input.current?.click()}
        data-testid={`${testId}-button`}
      >
        {t('upload.button')}
      </Button>
      <Box
        component="input"
        ref={input}
        type="file"
        accept={MEDIA_ACCEPT}
        tabIndex={-1}
        aria-hidden
        sx={visuallyHidden}
        data-testid={testId}
        onChange={(event) => {
          const element = event.currentTarget as HTMLInputElement;
          const files = Array.from(element.files ?? []);
          // the same file can be chosen again (after a refusal, or to upload it twice)
          element.value = '';
          onFiles(files);
        }}
      />
    </>
  );
}
