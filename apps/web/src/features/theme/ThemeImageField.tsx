import { useRef, useState, type DragEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import RestartAlt from '@mui/icons-material/RestartAlt';
import { useTranslation } from 'react-i18next';
import { useResetThemeMutation, useThemeImageMutation, type ThemeImageKind } from '../../api/theme';
import { errorMessage } from '../../components/form/formMessage';
import { Logo } from '../../components/Logo';
import { visuallyHidden } from '../../components/visuallyHidden';
import { checkThemeImage, THEME_IMAGE_ACCEPT, THEME_IMAGE_MAX_MB } from './themeRules';

/** The reset property and test ids of each image. */
const IMAGE = {
  logo: { property: 'logo', input: 'theme-logo-input', testId: 'theme-logo' },
  background: { property: 'background', input: 'theme-background-input', testId: 'theme-background' },
} as const;

interface ThemeImageFieldProps {
  organizationId: number;
  kind: ThemeImageKind;
  url: string | null;
  /** the navigation bar's colours, behind the logo preview as in the shell */
  bar: { color: string; text: string };
  readOnly: boolean;
  onSaved: (message: string) => void;
}

/**
 * One theme image: its preview, a drop zone with a file button (one PNG, JPEG, WebP or GIF of at most
 * 5 MB, checked before sending), and a reset to Placard's default.
 */
export function ThemeImageField({ organizationId, kind, url, bar, readOnly, onSaved }: ThemeImageFieldProps) {
  const { t } = useTranslation('theme');
  const upload = useThemeImageMutation(organizationId, kind);
  const reset = useResetThemeMutation(organizationId);
  const [problem, setProblem] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const { property, input, testId } = IMAGE[kind];
  const label = t(`images.${kind}.label`);
  const name = t(`images.${kind}.name`);

  const take = (files: FileList | null) => {
    upload.reset();
    reset.reset();
    const checked = checkThemeImage(files);
    if (checked.problem) {
      setProblem(
        checked.problem === 'none'
          ? null
          : t(`images.errors.${checked.problem}`, { max: THEME_IMAGE_MAX_MB }),
      );
      return;
    }
    setProblem(null);
    upload.mutate(checked.file, { onSuccess: () => onSaved(t(`images.${kind}.saved`)) });
  };

  const onDrop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    setDragging(false);
    if (!readOnly && !upload.isPending) take(event.dataTransfer.files);
  };

  const failure = problem ?? (upload.isError ? errorMessage(upload.error, t('errors.uploadFailed')) : null);
  const resetFailure = reset.isError ? errorMessage(reset.error, t('errors.saveFailed')) : null;

  return (
    <Box data-testid={testId}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t(`images.${kind}.help`)}
      </Typography>
      <Box
        sx={{
          height: kind === 'logo' ? 96 : 160,
          borderRadius: 2,
          border: 1,
          borderColor: 'divider',
          overflow: 'hidden',
          display: 'grid',
          placeItems: 'center',
          mb: 1.5,
          bgcolor: kind === 'logo' ? bar.color : 'action.hover',
          color: kind === 'logo' ? bar.text : 'text.secondary',
        }}
        data-testid={`${testId}-preview`}
      >
        {url ? (
          <Box
            component="img"
            src={url}
            alt={t(`images.${kind}.current`)}
            sx={
              kind === 'logo'
                ? { maxHeight: 56, maxWidth: '80%', objectFit: 'contain', display: 'block' }
                : { width: '100%', height: '100%', objectFit: 'cover', display: 'block' }
            }
          />
        ) : kind === 'logo' ? (
          <Box sx={{ display: 'grid', justifyItems: 'center', gap: 0.5, px: 2 }}>
            <Logo height={26} />
            <Typography variant="caption" sx={{ color: 'inherit' }}>
              {t('images.logo.none')}
            </Typography>
          </Box>
        ) : (
          <Box sx={{ textAlign: 'center', opacity: 0.85, px: 2 }}>
            <ImageOutlined aria-hidden />
            <Typography variant="body2" sx={{ color: 'inherit' }}>
              {t(`images.${kind}.none`)}
            </Typography>
          </Box>
        )}
      </Box>
      {!readOnly && (
        <Box
          onDragEnter={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragOver={(event) => {
            event.preventDefault();
            event.dataTransfer.dropEffect = 'copy';
          }}
          onDragLeave={(event) => {
            if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
          }}
          onDrop={onDrop}
          data-testid={`${testId}-dropzone`}
          sx={{
            border: '2px dashed',
            borderColor: dragging ? 'secondary.main' : 'divider',
            bgcolor: dragging ? 'action.selected' : 'transparent',
            borderRadius: 2,
            p: 2,
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            justifyContent: 'center',
            gap: 1.5,
            textAlign: 'center',
            transition: 'background-color 120ms, border-color 120ms',
          }}
        >
          <CloudUploadOutlined color="action" aria-hidden />
          <Typography variant="body2" color="text.secondary">
            {t('images.drop')}
          </Typography>
          <Button
            variant="outlined"
            size="small"
            loading={upload.isPending}
            onClick={() => fileInput.current?.click()}
            aria-label={t('images.chooseFor', { image: name })}
            data-testid={`${testId}-choose`}
          >
            {t('images.choose')}
          </Button>
          {/* The button above opens this picker; tests and browsers can also set its files directly. */}
          <Box
            component="input"
            ref={fileInput}
            type="file"
            accept={THEME_IMAGE_ACCEPT}
            tabIndex={-1}
            aria-hidden
            data-testid={input}
            disabled={upload.isPending}
            onChange={(event) => {
              take(event.currentTarget.files);
              event.currentTarget.value = '';
            }}
            sx={visuallyHidden}
          />
          <Typography variant="caption" color="text.secondary" sx={{ width: '100%' }}>
            {t('images.rules', { max: THEME_IMAGE_MAX_MB })}
          </Typography>
        </Box>
      )}
      {(failure ?? resetFailure) && (
        <Alert severity="error" sx={{ mt: 1.5 }} data-testid={`${testId}-error`}>
          {failure ?? resetFailure}
        </Alert>
      )}
      {!readOnly && (
        <Button
          variant="text"
          size="small"
          startIcon={<RestartAlt />}
          disabled={!url}
          loading={reset.isPending}
          onClick={() => {
            setProblem(null);
            upload.reset();
            reset.mutate([property], { onSuccess: () => onSaved(t(`images.${kind}.reset`)) });
          }}
          aria-label={t('images.resetFor', { image: name })}
          data-testid={`theme-reset-${property}`}
          sx={{ mt: 1 }}
        >
          {t('reset')}
        </Button>
      )}
    </Box>
  );
}
