import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import OpenInNewRounded from '@mui/icons-material/OpenInNewRounded';
import { useTranslation } from 'react-i18next';
import { MENU_STYLES, ZMenuSettings, type MenuStyle, type TMenuSettings } from '@placard/contract';
import { MENU_THEMES } from '@placard/slides';
import { useMenu, useMenuList } from '../../api/menus';
import { MENUS_PATH, menuPath } from './menuDocument';

type MenuSectionProps = {
  /** the menu element's contents (its settings; a new element may have none yet) */
  contents: Record<string, unknown>;
  /** the settings changed (a whole, valid settings object) */
  onChange: (settings: TMenuSettings) => void;
  readOnly?: boolean;
};

const SWITCHES = ['showTitle', 'showDescriptions', 'showPictures', 'showSoldOut'] as const;
const COLORS = [
  ['background', 'background'],
  ['textColor', 'text'],
  ['accentColor', 'accent'],
] as const;

/**
 * The menu element's settings, for the slide editor's properties panel: which menu, which of its
 * categories, the style, what shows, and colours (the style's own until set).
 */
export function MenuSection({ contents, onChange, readOnly = false }: MenuSectionProps) {
  const { t } = useTranslation('menus');
  const parsed = ZMenuSettings.safeParse(contents);
  const settings = parsed.success ? parsed.data : null;
  const list = useMenuList();
  const menu = useMenu(settings?.menuId ?? null);
  const set = (patch: Partial<TMenuSettings>) => {
    if (settings) onChange({ ...settings, ...patch });
    else if (patch.menuId) onChange(ZMenuSettings.parse({ ...contents, ...patch }));
  };
  const menus = list.data?.results ?? [];
  const categories = menu.data?.categories ?? [];
  const chosen = settings?.categoryIds ?? null;
  const theme = MENU_THEMES[settings?.style ?? 'modern'];

  return (
    <Box data-testid="menu-section" sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <TextField
        select
        size="small"
        label={t('section.menu')}
        value={settings?.menuId ?? ''}
        disabled={readOnly}
        onChange={(event) => set({ menuId: Number(event.target.value), categoryIds: null })}
        helperText={list.isSuccess && menus.length === 0 ? t('section.noMenus') : undefined}
        slotProps={{ htmlInput: { 'data-testid': 'menu-section-menu' } }}
      >
        {menus.map((entry) => (
          <MenuItem key={entry.id} value={entry.id}>
            {entry.name}
          </MenuItem>
        ))}
      </TextField>
      <Button
        size="small"
        variant="text"
        href={settings ? menuPath(settings.menuId) : MENUS_PATH}
        target="_blank"
        endIcon={<OpenInNewRounded fontSize="small" />}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('section.manage')}
      </Button>
      {settings && (
        <>
          <Typography variant="subtitle2">{t('section.style')}</Typography>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={settings.style}
            disabled={readOnly}
            onChange={(_event, style: MenuStyle | null) => style && set({ style })}
            sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr' }}
          >
            {MENU_STYLES.map((style) => (
              <ToggleButton key={style} value={style} sx={{ textTransform: 'none' }}>
                {t(`styles.${style}`)}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          {categories.length > 0 && (
            <Box>
              <Typography variant="subtitle2">{t('section.categories')}</Typography>
              <FormControlLabel
                control={
                  <Checkbox
                    size="small"
                    checked={chosen === null}
                    disabled={readOnly}
                    onChange={(event) =>
                      set({
                        categoryIds: event.target.checked ? null : categories.map((category) => category.id),
                      })
                    }
                  />
                }
                label={t('section.allCategories')}
              />
              {categories.map((category) => (
                <FormControlLabel
                  key={category.id}
                  sx={{ display: 'flex', ml: 2 }}
                  control={
                    <Checkbox
                      size="small"
                      checked={chosen === null || chosen.includes(category.id)}
                      disabled={readOnly || chosen === null}
                      onChange={(event) =>
                        set({
                          categoryIds: event.target.checked
                            ? categories
                                .map((entry) => entry.id)
                                .filter((id) => id === category.id || chosen?.includes(id))
                            : (chosen ?? []).filter((id) => id !== category.id),
                        })
                      }
                    />
                  }
                  label={category.name}
                />
              ))}
            </Box>
          )}
          {SWITCHES.map((key) => (
            <FormControlLabel
              key={key}
              control={
                <Switch
                  size="small"
                  checked={settings[key]}
                  disabled={readOnly}
                  onChange={(event) => set({ [key]: event.target.checked })}
                />
              }
              label={t(`section.${key}`)}
            />
          ))}
          <Typography variant="subtitle2">{t('section.colors')}</Typography>
          <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 1 }}>
            {COLORS.map(([key, label]) => (
              <TextField
                key={key}
                type="color"
                size="small"
                label={t(`section.${label}`)}
                disabled={readOnly}
                value={(settings[key] ?? theme.colors[label === 'text' ? 'text' : label]).slice(0, 7)}
                onChange={(event) => set({ [key]: event.target.value.toUpperCase() })}
                slotProps={{ inputLabel: { shrink: true } }}
              />
            ))}
          </Box>
          <Button
            size="small"
            variant="text"
            disabled={readOnly || (!settings.background && !settings.textColor && !settings.accentColor)}
            onClick={() => set({ background: null, textColor: null, accentColor: null })}
            sx={{ alignSelf: 'flex-start' }}
          >
            {t('section.styleColors')}
          </Button>
        </>
      )}
    </Box>
  );
}
