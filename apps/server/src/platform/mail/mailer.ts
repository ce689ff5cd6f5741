import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import { outboxMailNotice, type Announce } from '../console/notice.js';

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** the link or code the mail carries; logged when mail goes to the outbox folder */
  action: { url?: string; code?: string };
};

export type Mailer = { send(message: MailMessage): Promise<void> };

/**
 * SMTP when SMTP_URL is set; otherwise each mail is written as an .eml file to DATA_DIR/outbox and its
 * link or code is logged and announced, so registration works on a machine without a mail server.
 */
export function createMailer(options: {
  smtpUrl?: string;
  from: string;
  dataDir: string;
  log: FastifyBaseLogger;
  /** where a mail written to the outbox is announced to the person at the console */
  announce?: Announce | undefined;
}): Mailer {
  const outbox = path.join(options.dataDir, 'outbox');
  const transport: Transporter = options.smtpUrl
    ? nodemailer.createTransport(options.smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

  return {
    async send(message) {
      const headers: Record<string, string> = {};
      if (message.action.url) headers['X-Placard-Action-Url'] = message.action.url;
      if (message.action.code) headers['X-Placard-Code'] = message.action.code;
      const info = await transport.sendMail({
        from: options.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        headers,
      });
      if (options.smtpUrl) return;
      await mkdir(outbox, { recursive: true });
      const file = path.join(
        outbox,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${info.messageId.replace(/[^\w.-]/g, '')}.eml`,
      );
      await writeFile(file, info.message as Buffer);
      options.log.info(
        { to: message.to, file, ...message.action },
        `Mail "${message.subject}" written to the outbox`,
      );
      options.announce?.(outboxMailNotice({ to: message.to, subject: message.subject, ...message.action }));
    },
  };
}
