import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import LanguageIcon from '@mui/icons-material/Language';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import { useTranslation } from 'react-i18next';
import { TOP_BAR_LOCALES, type Locale } from '@placard/contract';
import { applyLocale, currentLocale } from '../../app/i18n';

/** The top bar's language dropdown (English and Spanish); the choice is stored under `locale`. */
export function LanguageMenu() {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const active = currentLocale();

  const choose = (locale: Locale) => {
    setAnchor(null);
    void applyLocale(locale);
  };

  return (
    <>
      <Button
        color="inherit"
        variant="text"
        size="small"
        startIcon={<LanguageIcon />}
        endIcon={<KeyboardArrowDown />}
        aria-label={t('language.choose', { language: t(`language.names.${active}`) })}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        data-testid="language-menu-button"
        sx={{ minWidth: 0, '& .MuiButton-startIcon': { mr: { xs: 0, sm: 1 } } }}
      >
        <span lang={active}>{active.toUpperCase()}</span>
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {TOP_BAR_LOCALES.map((locale) => (
          <MenuItem
            key={locale}
            lang={locale}
            selected={locale === active}
            onClick={() => choose(locale)}
            data-testid={`language-option-${locale}`}
          >
            {t(`language.native.${locale}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
