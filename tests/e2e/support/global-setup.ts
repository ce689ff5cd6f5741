import { request, type FullConfig } from '@playwright/test';
import { linkPath, mailTo } from './outbox';
import { ROOT_OWNER } from './root';

/**
 * Runs once, after the server has started on its fresh data folder: gives the root owner a known
 * password with the password reset link the server mails (the generated one is only printed).
 */
export default async function globalSetup(config: FullConfig): Promise<void> {
  const baseURL = config.projects[0]?.use.baseURL;
  const api = await request.newContext({ baseURL });
  try {
    const asked = await api.post('/api/auth/requestPasswordReset', { data: { email: ROOT_OWNER.email } });
    if (!asked.ok()) throw new Error(`password reset for the root owner: ${await asked.text()}`);
    const mail = await mailTo(ROOT_OWNER.email, (candidate) =>
      Boolean(candidate.url?.includes('/newpassword/')),
    );
    const token = linkPath(mail.url).split('/').pop();
    const set = await api.post('/api/auth/changePasswordToken', {
      data: { token, password: ROOT_OWNER.password, passwordRepeat: ROOT_OWNER.password },
    });
    if (!set.ok()) throw new Error(`new password for the root owner: ${await set.text()}`);
  } finally {
    await api.dispose();
  }
}
