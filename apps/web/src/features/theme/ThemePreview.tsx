import { useMemo } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { TTheme } from '@placard/contract';
import { createPlacardTheme } from '../../app/theme';
import { Logo } from '../../components/Logo';

const MENU_LINES = [0.7, 0.55, 0.62, 0.48];

/**
 * A small drawing of the app shell in a theme: the navigation bar with the logo, the side menu with a
 * selected item, and the content area with the home banner and an accent button. Colours come from
 * the same createPlacardTheme the shell uses, so the preview matches what users will see.
 */
export function ThemePreview({ theme, organizationName }: { theme: TTheme; organizationName: string }) {
  const { t } = useTranslation('theme');
  const palette = useMemo(() => createPlacardTheme(theme).palette, [theme]);
  const background = theme.homeBackgroundUrl;

  return (
    <Box
      role="img"
      aria-label={t('preview.label')}
      data-testid="theme-preview"
      sx={{
        borderRadius: 2,
        overflow: 'hidden',
        border: 1,
        borderColor: 'divider',
        boxShadow: '0 6px 24px rgba(20, 24, 40, 0.08)',
        userSelect: 'none',
        fontSize: 12,
      }}
    >
      <Box
        data-testid="theme-preview-bar"
        sx={{
          height: 40,
          px: 1.5,
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          bgcolor: palette.nav.bar,
          color: palette.nav.barText,
        }}
      >
        {theme.logoUrl ? (
          <Box
            component="img"
            src={theme.logoUrl}
            alt=""
            sx={{ height: 22, maxWidth: 96, objectFit: 'contain', display: 'block' }}
          />
        ) : (
          <Logo height={18} />
        )}
        <Typography
          component="span"
          noWrap
          sx={{ fontSize: 12, fontWeight: 500, pl: 1, borderLeft: '1px solid currentColor', opacity: 0.9 }}
        >
          {organizationName}
        </Typography>
        <Box sx={{ flex: 1 }} />
        <Box sx={{ width: 22, height: 22, borderRadius: '50%', bgcolor: 'currentColor', opacity: 0.35 }} />
      </Box>
      <Box sx={{ display: 'flex', height: 200 }}>
        <Box
          data-testid="theme-preview-menu"
          sx={{
            width: { xs: 72, sm: 110 },
            flexShrink: 0,
            p: 1,
            bgcolor: palette.nav.drawer,
            color: palette.nav.drawerText,
            borderRight: 1,
            borderColor: 'divider',
          }}
        >
          {MENU_LINES.map((width, index) => (
            <Box
              key={index}
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 0.75,
                px: 0.75,
                py: 0.75,
                mb: 0.5,
                borderRadius: 1,
                bgcolor: index === 0 ? palette.nav.selected : 'transparent',
              }}
            >
              <Box sx={{ width: 10, height: 10, borderRadius: 0.5, bgcolor: 'currentColor', opacity: 0.7 }} />
              <Box
                sx={{
                  height: 6,
                  width: `${width * 100}%`,
                  borderRadius: 3,
                  bgcolor: 'currentColor',
                  opacity: index === 0 ? 0.8 : 0.45,
                }}
              />
            </Box>
          ))}
        </Box>
        <Box
          data-testid="theme-preview-content"
          sx={{ flex: 1, minWidth: 0, p: 1.5, bgcolor: palette.background.default }}
        >
          <Box
            sx={{
              height: 64,
              borderRadius: 1.5,
              mb: 1.5,
              p: 1.25,
              color: '#FFFFFF',
              bgcolor: palette.primary.main,
              backgroundImage: background
                ? `linear-gradient(rgba(20, 20, 30, 0.55), rgba(20, 20, 30, 0.55)), url("${encodeURI(background)}")`
                : `linear-gradient(135deg, ${palette.primary.main} 0%, ${palette.primary.dark} 100%)`,
              backgroundSize: 'cover',
              backgroundPosition: 'center',
            }}
          >
            <Box
              sx={{ height: 8, width: '55%', borderRadius: 4, bgcolor: 'rgba(255,255,255,0.9)', mb: 0.75 }}
            />
            <Box sx={{ height: 6, width: '35%', borderRadius: 3, bgcolor: 'rgba(255,255,255,0.7)' }} />
          </Box>
          <Box sx={{ display: 'flex', gap: 1 }}>
            {[0, 1].map((card) => (
              <Box
                key={card}
                sx={{
                  flex: 1,
                  borderRadius: 1.5,
                  bgcolor: palette.background.paper,
                  p: 1,
                  border: 1,
                  borderColor: 'divider',
                }}
              >
                <Box
                  sx={{
                    height: 6,
                    width: '70%',
                    borderRadius: 3,
                    bgcolor: palette.text.primary,
                    opacity: 0.6,
                    mb: 0.75,
                  }}
                />
                <Box
                  sx={{
                    height: 5,
                    width: '90%',
                    borderRadius: 3,
                    bgcolor: palette.text.secondary,
                    opacity: 0.35,
                    mb: 0.5,
                  }}
                />
                <Box
                  sx={{
                    height: 5,
                    width: '60%',
                    borderRadius: 3,
                    bgcolor: palette.text.secondary,
                    opacity: 0.35,
                    mb: 1,
                  }}
                />
                <Box
                  data-testid={card === 0 ? 'theme-preview-accent' : undefined}
                  sx={{
                    display: 'inline-block',
                    px: 1,
                    py: 0.25,
                    borderRadius: 1,
                    fontSize: 10,
                    fontWeight: 600,
                    bgcolor: palette.secondary.main,
                    color: palette.secondary.contrastText,
                  }}
                >
                  {t('preview.button')}
                </Box>
              </Box>
            ))}
          </Box>
        </Box>
      </Box>
    </Box>
  );
}
