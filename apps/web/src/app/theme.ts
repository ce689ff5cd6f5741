import { alpha, createTheme, getContrastRatio, type Theme } from '@mui/material/styles';
import { BREAKPOINTS, DEFAULT_ACCENT, THEME_PRIMARY, type TTheme } from '@placard/contract';

declare module '@mui/material/styles' {
  interface BreakpointOverrides {
    xxl: true;
  }
  interface Palette {
    nav: { bar: string; barText: string; drawer: string; drawerText: string; selected: string };
  }
  interface PaletteOptions {
    nav?: { bar: string; barText: string; drawer: string; drawerText: string; selected: string };
  }
}

const DEFAULT_CONTENT_BACKGROUND = '#F5F6FA';
const DEFAULT_TEXT = '#1F2330';

/**
 * The main colour of buttons and banners: the organization's nav bar colour when it is dark enough to
 * stand on white (3:1, the contrast for large text and controls), else Placard's.
 */
export function primaryColorOf(organizationTheme: TTheme | null): string {
  const brand = organizationTheme?.navBarColor;
  return brand && getContrastRatio(brand, '#FFFFFF') >= 3 ? brand : THEME_PRIMARY;
}

/** Placard's look, with an organization's theme colours laid over it (null values keep the defaults). */
export function createPlacardTheme(organizationTheme: TTheme | null = null): Theme {
  const base = createTheme({
    breakpoints: { values: { ...BREAKPOINTS } },
    palette: {
      contrastThreshold: 4.5,
      primary: { main: primaryColorOf(organizationTheme) },
      secondary: { main: organizationTheme?.accentColor ?? DEFAULT_ACCENT },
    },
  });
  const navBarColor = organizationTheme?.navBarColor ?? null;
  const bar = navBarColor ?? THEME_PRIMARY;
  const barText = organizationTheme?.navTextColor ?? base.palette.getContrastText(bar);
  const drawer = navBarColor ?? '#FFFFFF';
  const drawerText = navBarColor ? barText : DEFAULT_TEXT;
  const content = organizationTheme?.contentColor ?? DEFAULT_CONTENT_BACKGROUND;

  return createTheme(base, {
    palette: {
      background: { default: content, paper: '#FFFFFF' },
      text: { primary: DEFAULT_TEXT, secondary: '#4A5060' },
      // the accent marks where the user is in the menu
      nav: {
        bar,
        barText,
        drawer,
        drawerText,
        selected: alpha(base.palette.secondary.main, navBarColor ? 0.32 : 0.16),
      },
    },
    shape: { borderRadius: 10 },
    typography: {
      fontFamily:
        '"Inter", system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
      h1: { fontSize: '2rem', fontWeight: 700, lineHeight: 1.2 },
      h2: { fontSize: '1.5rem', fontWeight: 700, lineHeight: 1.25 },
      h3: { fontSize: '1.25rem', fontWeight: 600, lineHeight: 1.3 },
      h4: { fontSize: '1.1rem', fontWeight: 600 },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      MuiButton: { defaultProps: { variant: 'contained', disableElevation: true } },
      MuiCard: { defaultProps: { variant: 'outlined' } },
      MuiTextField: { defaultProps: { fullWidth: true } },
      // Every field is required unless its label says "optional", so labels carry no asterisk
      // (inputs keep their required attribute).
      MuiInputLabel: { defaultProps: { required: false } },
      MuiLink: {
        defaultProps: { underline: 'always' },
        styleOverrides: { root: { textUnderlineOffset: '0.18em' } },
      },
      MuiAppBar: { defaultProps: { elevation: 0 } },
      // the underline of the selected tab has the colour of its label
      MuiTabs: {
        defaultProps: { textColor: 'primary', indicatorColor: 'primary' },
        styleOverrides: { indicator: { height: 3 } },
      },
    },
  });
}
