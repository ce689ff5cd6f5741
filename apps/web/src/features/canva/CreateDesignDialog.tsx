import { useState } from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { CANVA_NEW_DESIGN_SHAPES, type TCanvaCreateRequest } from '@placard/contract';
import { FormDialog } from '../../components/FormDialog';
import { errorMessage } from '../../components/form/formMessage';
import { useCreateCanvaDesign } from './canvaApi';
import { openTabForLater } from './openInNewTab';

type Shape = NonNullable<TCanvaCreateRequest['shape']>;

/** "Create in Canva": a name and a screen's shape; the new design opens in Canva in a new tab. */
export function CreateDesignDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('canva');
  const create = useCreateCanvaDesign();
  const [title, setTitle] = useState('');
  const [shape, setShape] = useState<Shape>('landscape');
  const close = () => {
    create.reset();
    setTitle('');
    onClose();
  };
  return (
    <FormDialog
      open={open}
      onClose={close}
      titleId="canva-create-title"
      title={t('create.title')}
      text={t('create.text')}
      maxWidth="sm"
      onSubmit={(event) => {
        event.preventDefault();
        const goTo = openTabForLater();
        create.mutate(
          { title: title.trim() || t('create.defaultName'), shape },
          {
            onSuccess: ({ design }) => {
              goTo(design.editUrl);
              close();
            },
            onError: () => goTo(null),
          },
        );
      }}
      failure={create.error ? errorMessage(create.error, t('create.failed')) : null}
      failureTestId="canva-create-error"
      pending={create.isPending}
      cancelLabel={t('create.cancel')}
      submitLabel={t('create.submit')}
      submitTestId="canva-create-submit"
    >
      <TextField
        label={t('create.name')}
        placeholder={t('create.defaultName')}
        value={title}
        onChange={(event) => setTitle(event.target.value)}
        slotProps={{ htmlInput: { maxLength: 100, 'data-testid': 'canva-create-name' } }}
        fullWidth
        autoFocus
        sx={{ mb: 2 }}
      />
      <FormLabel id="canva-create-shape">{t('create.shape')}</FormLabel>
      <RadioGroup
        aria-labelledby="canva-create-shape"
        value={shape}
        onChange={(event) => setShape(event.target.value as Shape)}
      >
        {CANVA_NEW_DESIGN_SHAPES.map((value) => (
          <FormControlLabel key={value} value={value} control={<Radio />} label={t(`create.${value}`)} />
        ))}
      </RadioGroup>
    </FormDialog>
  );
}
