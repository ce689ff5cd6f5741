/** Business constants of spec section 9. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;
export const TRIAL_DAYS = 30;
export const TRIAL_DEVICES = 2;
export const TRIAL_USERS = 3;
export const LOGIN_STATUS_POLL_MS = 10_000;
export const PLAYLIST_INACTIVITY_MS = 600_000;
export const VERIFICATION_CODE_LENGTH = 6;
export const TOP_BAR_HEIGHT = 48;
export const THEME_PRIMARY = '#C91E4E';
export const DEFAULT_ACCENT = '#2E96F4';
export const BREAKPOINTS = { xs: 0, sm: 600, md: 960, lg: 1280, xl: 1920, xxl: 2560 } as const;
export const SUPPORT_EMAIL = 'support@placard.example';
export const SUPPORT_HOURS = { days: 'monday-friday', open: '08:00', close: '17:00' } as const;
