/** Every TanStack Query key of the admin app, in one place. */
export const queryKeys = {
  authStatus: ['auth', 'status'] as const,
  sessionChecks: ['auth', 'check'] as const,
  sessionCheck: (path: string) => ['auth', 'check', path] as const,
  lastRole: ['auth', 'role'] as const,
  csrfToken: ['auth', 'csrf'] as const,
  me: ['users', 'me'] as const,
  organizationTheme: (organizationId: number) => ['organizations', organizationId, 'theme'] as const,
  publicConfig: ['config'] as const,
  content: (language: string) => ['content', language] as const,
};
