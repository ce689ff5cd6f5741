/**
 * What the person at the console must not miss (the first owner's login, a mail's code or link when
 * there is no mail server) is printed as plain lines framed by rules, whatever the log's format: in a
 * JSON log it would be buried in a `msg` field.
 */
export type Announce = (lines: string[]) => void;

const RULE = '─'.repeat(72);

/** The lines framed by rules, ready to print. */
export function noticeText(lines: string[]): string {
  return [RULE, ...lines.map((line) => `  ${line}`), RULE, ''].join('\n');
}

/** Prints a notice on standard output. */
export const printNotice: Announce = (lines) => void process.stdout.write(noticeText(lines));

/** The first start's notice of the root organization's owner login. */
export function ownerLoginNotice(credentials: { email: string; password: string }): string[] {
  return [
    "Placard created the platform's root organization. Its owner logs in with:",
    `  E-mail:   ${credentials.email}`,
    `  Password: ${credentials.password}`,
    'This password is shown only once: change it under Account.',
  ];
}

/** The notice of a mail written to the outbox folder: its code or link, to use without a mail server. */
export function outboxMailNotice(mail: {
  to: string;
  subject: string;
  code?: string;
  url?: string;
}): string[] {
  return [
    `Mail to ${mail.to}: "${mail.subject}" (in the outbox folder; no mail server is set)`,
    ...(mail.code ? [`  Code: ${mail.code}`] : []),
    ...(mail.url ? [`  Link: ${mail.url}`] : []),
  ];
}
