/** The fake Canva's integration: the client id and secret it accepts. */
export const FAKE_CANVA_CLIENT = { id: 'OC-fake-placard', secret: 'fake-canva-client-secret' } as const;

/** The settings pointing a Placard server at the fake Canva at these addresses. */
export function fakeCanvaSettings(fake: { apiUrl: string; authorizeUrl: string }): Record<string, string> {
  return {
    CANVA_CLIENT_ID: FAKE_CANVA_CLIENT.id,
    CANVA_CLIENT_SECRET: FAKE_CANVA_CLIENT.secret,
    CANVA_API_URL: fake.apiUrl,
    CANVA_AUTHORIZE_URL: fake.authorizeUrl,
  };
}
