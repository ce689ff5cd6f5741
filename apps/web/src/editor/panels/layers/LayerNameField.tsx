import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import TextField from '@mui/material/TextField';
import { ELEMENT_NAME_MAX_LENGTH } from '@placard/contract';

type LayerNameFieldProps = {
  name: string;
  /** what an empty name shows */
  placeholder: string;
  /** the new name, trimmed (empty: the type's name shows) */
  onDone: (name: string, how: 'keyboard' | 'blur') => void;
  onCancel: () => void;
};

/** Renaming a layer in place: Enter or leaving the field keeps the name, Escape drops it. */
export function LayerNameField({ name, placeholder, onDone, onCancel }: LayerNameFieldProps) {
  const { t } = useTranslation('editorProperties');
  const [draft, setDraft] = useState(name);
  return (
    <TextField
      size="small"
      autoFocus
      value={draft}
      placeholder={placeholder}
      onChange={(event) => setDraft(event.target.value)}
      onFocus={(event) => event.target.select()}
      onBlur={() => onDone(draft.trim(), 'blur')}
      onKeyDown={(event) => {
        event.stopPropagation();
        if (event.key === 'Enter') {
          event.preventDefault();
          onDone(draft.trim(), 'keyboard');
        } else if (event.key === 'Escape') {
          event.preventDefault();
          onCancel();
        }
      }}
      slotProps={{ htmlInput: { maxLength: ELEMENT_NAME_MAX_LENGTH, 'aria-label': t('layers.nameField') } }}
      sx={{ flex: 1, minWidth: 0, '& input': { py: 0.5, fontSize: 14 } }}
    />
  );
}
