/**
 * The platform's root organization and its owner. The server creates them on its first start and prints
 * a generated password once; the global setup (global-setup.ts) replaces it with ROOT_OWNER.password
 * through the ordinary password reset link, so every test can log in as the root owner.
 */
export const ROOT_OWNER = {
  /** passed to the server as ROOT_OWNER_EMAIL by playwright.config.ts */
  email: 'root-owner@placard.example',
  password: 'Root#Owner2026',
  name: 'Platform owner',
  orgName: 'Placard',
} as const;
