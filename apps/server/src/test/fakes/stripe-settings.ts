/** The fake Stripe account: the secret key its API accepts and the signing secret of its webhook. */
export const FAKE_STRIPE_ACCOUNT = {
  secretKey: 'sk_test_fake_placard',
  webhookSecret: 'whsec_fake_placard_signing_secret',
} as const;

/** The settings pointing a Placard server at the fake Stripe at this address. */
export function fakeStripeSettings(fake: { apiUrl: string }): Record<string, string> {
  return {
    STRIPE_SECRET_KEY: FAKE_STRIPE_ACCOUNT.secretKey,
    STRIPE_WEBHOOK_SECRET: FAKE_STRIPE_ACCOUNT.webhookSecret,
    STRIPE_API_URL: fake.apiUrl,
  };
}
