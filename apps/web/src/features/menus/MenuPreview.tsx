import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import CropLandscapeOutlined from '@mui/icons-material/CropLandscapeOutlined';
import CropPortraitOutlined from '@mui/icons-material/CropPortraitOutlined';
import { useTranslation } from 'react-i18next';
import { loadFonts } from '@placard/fonts';
import { MenuWidget, menuFonts, WIDGET_LABELS } from '@placard/slides';
import { MENU_STYLES, toLocale, ZMenuSettings, type MenuStyle, type TMenu } from '@placard/contract';

/** The screen the preview stands for, in canvas units. */
const SHAPES = {
  landscape: { width: 1600, height: 900 },
  portrait: { width: 900, height: 1600 },
} as const;
type Shape = keyof typeof SHAPES;

/** Until the frame is laid out, the preview is drawn this wide. */
const FALLBACK_WIDTH = 480;

/** The width a box is laid out at, followed as it changes. */
function useWidth(ref: React.RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const node = ref.current;
    if (!node) return;
    setWidth(node.clientWidth);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setWidth(node.clientWidth));
    observer.observe(node);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

/**
 * The menu as a screen shows it, drawn by the slides' own renderer, in the style chosen above it, on a
 * landscape or portrait screen.
 */
export function MenuPreview({ menu }: { menu: TMenu }) {
  const { t, i18n } = useTranslation('menus');
  const [style, setStyle] = useState<MenuStyle>('modern');
  const [shape, setShape] = useState<Shape>('landscape');
  const frame = useRef<HTMLDivElement>(null);
  const width = useWidth(frame) || FALLBACK_WIDTH;
  const size = SHAPES[shape];
  const settings = ZMenuSettings.parse({ menuId: menu.id, style });
  const locale = toLocale(i18n.language) ?? 'en';
  useEffect(() => {
    void loadFonts(menuFonts(settings)).catch(() => undefined);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the fonts follow the style only
  }, [style]);
  const frameWidth = shape === 'landscape' ? width : Math.min(width, 360);
  const scale = frameWidth / size.width;
  return (
    <Box data-testid="menu-preview">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 1.5 }}>
        <Typography variant="subtitle2" sx={{ mr: 'auto' }}>
          {t('editor.preview')}
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={style}
          onChange={(_event, value: MenuStyle | null) => value && setStyle(value)}
          aria-label={t('editor.style')}
        >
          {MENU_STYLES.map((value) => (
            <ToggleButton key={value} value={value} data-testid={`menu-style-${value}`} sx={{ px: 1.25 }}>
              {t(`styles.${value}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={shape}
          onChange={(_event, value: Shape | null) => value && setShape(value)}
          aria-label={t('editor.screenShape')}
        >
          <ToggleButton value="landscape" aria-label={t('editor.landscape')}>
            <CropLandscapeOutlined fontSize="small" />
          </ToggleButton>
          <ToggleButton value="portrait" aria-label={t('editor.portrait')}>
            <CropPortraitOutlined fontSize="small" />
          </ToggleButton>
        </ToggleButtonGroup>
      </Box>
      <Box ref={frame} sx={{ width: '100%' }}>
        <Box
          sx={{
            width: frameWidth,
            height: size.height * scale,
            mx: 'auto',
            borderRadius: 1.5,
            overflow: 'hidden',
            boxShadow: '0 1px 2px rgba(15, 23, 42, 0.08), 0 8px 24px rgba(15, 23, 42, 0.12)',
            bgcolor: '#000',
          }}
        >
          {width > 0 && (
            <Box
              data-testid="menu-preview-screen"
              sx={{
                width: size.width,
                height: size.height,
                transform: `scale(${scale})`,
                transformOrigin: '0 0',
              }}
            >
              <MenuWidget
                menu={menu}
                settings={settings}
                width={size.width}
                height={size.height}
                locale={locale}
                labels={WIDGET_LABELS[locale]}
              />
            </Box>
          )}
        </Box>
      </Box>
    </Box>
  );
}
