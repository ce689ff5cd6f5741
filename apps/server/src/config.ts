import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { serverRoot } from './platform/paths.js';
import { ZTrustProxy } from './platform/http/trust-proxy.js';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

/** A key or secret: unset when empty. */
const secret = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === '' ? undefined : value.trim()));

/** The address of an outside service's API, without a trailing slash. */
const apiUrl = (fallback: string) =>
  z
    .url({ protocol: /^https?$/ })
    .default(fallback)
    .transform((url) => url.replace(/\/+$/, ''));

/** Every setting Placard reads from the environment, with a default that works on a fresh machine. */
export const ZConfig = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().default('0.0.0.0'),
    PORT: z.coerce.number().int().min(0).max(65535).default(8080),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: z.string().optional(),
    PUBLIC_URL: z.url().optional(),
    SMTP_URL: z.string().optional(),
    MAIL_FROM: z.string().default('Placard <no-reply@placard.local>'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    LOG_PRETTY: bool.optional(),
    TRUST_PROXY: ZTrustProxy.default(false),
    SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
    RATE_LIMIT_LOGIN_MAX: z.coerce.number().int().min(1).default(10),
    /** logins from one address across every account: a busy office behind one NAT logs in together */
    RATE_LIMIT_LOGIN_ADDRESS_MAX: z.coerce.number().int().min(1).default(100),
    /** logins to one account from every address */
    RATE_LIMIT_LOGIN_ACCOUNT_MAX: z.coerce.number().int().min(1).default(20),
    RATE_LIMIT_RESET_MAX: z.coerce.number().int().min(1).default(5),
    RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(60),
    LANGUAGE_MENU: bool.default(true),
    /** where the Placard Android app is downloaded; the /android page offers it with a QR code when set */
    ANDROID_APP_URL: z
      .string()
      .optional()
      .transform((value) => (value === undefined || value.trim() === '' ? undefined : value.trim()))
      .pipe(z.url({ protocol: /^https$/ }).optional()),
    /** joining by e-mail domain waits for the domain's TXT record; `false` activates it without */
    COLLATION_DNS_CHECK: bool.default(true),
    /** DNS servers (`ip` or `ip:port`, comma-separated) asked for TXT records; the system's by default */
    COLLATION_DNS_SERVERS: z
      .string()
      .optional()
      .transform((value) =>
        (value ?? '')
          .split(',')
          .map((server) => server.trim())
          .filter(Boolean),
      ),
    /**
     * what the server may read from beyond the public internet (CAP feeds): `true` every address
     * (tests, local development), or a comma-separated list of IP addresses; none by default
     */
    OUTBOUND_ALLOW_PRIVATE: z
      .string()
      .optional()
      .transform((value) => {
        if (value === undefined || ['false', '0', 'no', ''].includes(value)) return false;
        if (['true', '1', 'yes'].includes(value)) return true;
        return value.split(',').map((address) => address.trim());
      })
      .refine((value) => typeof value === 'boolean' || value.every((address) => isIP(address) !== 0), {
        message: 'true, false, or IP addresses separated by commas',
      }),
    /** the weather widget's forecast and place search: Open-Meteo, or a service answering like it */
    WEATHER_API_URL: z.url().default('https://api.open-meteo.com'),
    GEOCODING_API_URL: z.url().default('https://geocoding-api.open-meteo.com'),
    /** where Google Sheets' CSV exports are read (`/spreadsheets/d/{id}/export…`); tests point it at a local fake */
    SHEETS_EXPORT_URL: apiUrl('https://docs.google.com'),
    /**
     * stock photos and GIFs: each provider is offered once its key is set; the API addresses are
     * settings so that tests (and a caching proxy) can stand in for the provider
     */
    UNSPLASH_ACCESS_KEY: secret,
    UNSPLASH_API_URL: apiUrl('https://api.unsplash.com'),
    PEXELS_API_KEY: secret,
    PEXELS_API_URL: apiUrl('https://api.pexels.com'),
    PIXABAY_API_KEY: secret,
    PIXABAY_API_URL: apiUrl('https://pixabay.com'),
    GIPHY_API_KEY: secret,
    GIPHY_API_URL: apiUrl('https://api.giphy.com'),
    /** how long a provider's answer to a search is reused, and how many searches an organization makes */
    STOCK_SEARCH_CACHE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(300),
    STOCK_SEARCH_MAX_PER_MINUTE: z.coerce.number().int().min(1).default(60),
    /** Canva Connect: an integration's client id and secret (developer portal); its addresses for tests */
    CANVA_CLIENT_ID: secret,
    CANVA_CLIENT_SECRET: secret,
    CANVA_API_URL: apiUrl('https://api.canva.com'),
    CANVA_AUTHORIZE_URL: apiUrl('https://www.canva.com/api/oauth/authorize'),
    /** Facebook Login and the Graph API (Facebook pages and Instagram professional accounts) */
    FACEBOOK_APP_ID: secret,
    FACEBOOK_APP_SECRET: secret,
    FACEBOOK_GRAPH_URL: apiUrl('https://graph.facebook.com'),
    FACEBOOK_DIALOG_URL: apiUrl('https://www.facebook.com'),
    /**
     * the AI content assistant: any service answering OpenAI's Chat Completions API (OpenAI itself at
     * https://api.openai.com/v1, a local Ollama at http://localhost:11434/v1…), its key when it wants one,
     * the model asked, and how long one answer may take; offered once the address and the model are set
     * (a service on a private address, as a local one, is reached once OUTBOUND_ALLOW_PRIVATE lets it)
     */
    AI_BASE_URL: z
      .preprocess(
        (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
        z.url({ protocol: /^https?$/ }).optional(),
      )
      .transform((url) => url?.replace(/\/+$/, '')),
    AI_API_KEY: secret,
    AI_MODEL: secret,
    AI_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(60),
    /**
     * credit purchases through Stripe Checkout: the account's secret key and the signing secret of the
     * webhook endpoint (<PUBLIC_URL>/api/webhooks/stripe); the API address for tests
     */
    STRIPE_SECRET_KEY: secret,
    STRIPE_WEBHOOK_SECRET: secret,
    STRIPE_API_URL: apiUrl('https://api.stripe.com'),
    /** the currency credit packages are priced and charged in (ISO 4217, lower case as Stripe writes it) */
    STRIPE_CURRENCY: z
      .string()
      .regex(/^[a-zA-Z]{3}$/, 'a three-letter currency code (usd, eur, sek…)')
      .default('usd')
      .transform((value) => value.toLowerCase()),
    /**
     * encrypts the tokens of connected accounts (Canva, Facebook) at rest; without it, a key made at
     * the first start is kept in DATA_DIR (every instance on one database needs the same secret)
     */
    TOKEN_SECRET: z.string().min(32, 'at least 32 characters').optional(),
    ROOT_OWNER_EMAIL: z.email().default('owner@placard.local'),
    WEB_DIST_DIR: z.string().optional(),
    PLAYER_DIST_DIR: z.string().optional(),
    FONTS_DIST_DIR: z.string().optional(),
    S3_ENDPOINT: z.url().optional(),
    S3_BUCKET: z.string().min(1).optional(),
    S3_REGION: z.string().min(1).default('us-east-1'),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    S3_FORCE_PATH_STYLE: bool.optional(),
    /** video and PDF processing tools (Debian's ffmpeg and poppler-utils); looked up on PATH by default */
    FFMPEG_PATH: z.string().min(1).default('ffmpeg'),
    FFPROBE_PATH: z.string().min(1).default('ffprobe'),
    PDFTOPPM_PATH: z.string().min(1).default('pdftoppm'),
    PDFINFO_PATH: z.string().min(1).default('pdfinfo'),
  })
  .refine((env) => (env.S3_ACCESS_KEY_ID === undefined) === (env.S3_SECRET_ACCESS_KEY === undefined), {
    path: ['S3_SECRET_ACCESS_KEY'],
    message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both or neither',
  })
  .transform((env) => ({
    ...env,
    DATA_DIR: path.resolve(env.DATA_DIR),
    PUBLIC_URL: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    LOG_PRETTY: env.LOG_PRETTY ?? (env.NODE_ENV === 'development' && process.stdout.isTTY),
    WEB_DIST_DIR: path.resolve(env.WEB_DIST_DIR ?? path.join(serverRoot(), '../web/dist')),
    PLAYER_DIST_DIR: path.resolve(env.PLAYER_DIST_DIR ?? path.join(serverRoot(), '../player/dist')),
    FONTS_DIST_DIR: path.resolve(env.FONTS_DIST_DIR ?? path.join(serverRoot(), '../../packages/fonts/dist')),
    // S3-compatible services (MinIO, Ceph, Garage…) mostly want path-style addresses; AWS itself does not
    S3_FORCE_PATH_STYLE: env.S3_FORCE_PATH_STYLE ?? env.S3_ENDPOINT !== undefined,
  }));

export type Config = z.infer<typeof ZConfig>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ZConfig.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues
      .map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
      .join('\n');
    throw new Error(`Invalid configuration:\n${problems}`);
  }
  return parsed.data;
}
