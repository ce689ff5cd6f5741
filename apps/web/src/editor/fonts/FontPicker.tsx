import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Popover from '@mui/material/Popover';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { resolveFont } from '@placard/fonts';
import { FontList } from './FontList';
import { FontThumbnail } from './FontThumbnail';
import { rememberFont, useLastUsedFonts } from './lastUsedFonts';

export interface FontPickerProps {
  /** the font id in use; an unknown one shows as the default font, as the text is drawn */
  value: string;
  onChange: (id: string) => void;
  disabled?: boolean;
}

/**
 * The editor's font choice: a button showing the current font that opens the searchable font
 * list. Choosing a font puts it first in the last-used fonts and closes the list.
 */
export function FontPicker({ value, onChange, disabled = false }: FontPickerProps) {
  const { t } = useTranslation('fonts');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // each opening starts a fresh list (no search left over from the last one)
  const [openings, setOpenings] = useState(0);
  const recent = useLastUsedFonts();
  const current = resolveFont(value);

  const choose = (id: string) => {
    rememberFont(id);
    setAnchor(null);
    onChange(id);
  };

  return (
    <>
      <Button
        variant="outlined"
        color="inherit"
        disabled={disabled}
        aria-label={t('button', { name: current.name })}
        aria-haspopup="dialog"
        aria-expanded={anchor !== null}
        endIcon={<ArrowDropDownIcon />}
        data-testid="font-picker"
        onClick={(event) => {
          setAnchor(event.currentTarget);
          setOpenings((count) => count + 1);
        }}
        sx={{ py: 0.25, pl: 1, pr: 0.5, borderColor: 'divider', bgcolor: 'background.paper' }}
      >
        <FontThumbnail font={current} height={28} />
      </Button>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        transformOrigin={{ vertical: 'top', horizontal: 'left' }}
        slotProps={{ paper: { role: 'dialog', 'aria-label': t('dialog') } }}
      >
        <FontList key={openings} value={current.quillId} recent={recent} onChoose={choose} />
      </Popover>
    </>
  );
}
