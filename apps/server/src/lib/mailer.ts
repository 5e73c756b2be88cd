import fs from 'node:fs/promises';
import path from 'node:path';
import type { Transporter } from 'nodemailer';

export type Mail = { to: string; subject: string; text: string; html?: string };
export type Mailer = { send(mail: Mail): Promise<void>; describe: string };

/**
 * Sends through the SMTP server of SMTP_URL (e.g. smtps://user:pass@smtp.example.com). nodemailer is
 * loaded with the first mail, not at every start.
 */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  let transport: Promise<Transporter> | undefined;
  return {
    describe: 'smtp',
    async send(mail) {
      transport ??= import('nodemailer').then(({ default: nodemailer }) =>
        nodemailer.createTransport(smtpUrl),
      );
      await (await transport).sendMail({ from, ...mail });
    },
  };
}

/**
 * Without SMTP, mails are written as files to an outbox folder, so a developer can open a password
 * reset link without a mail server. Nothing secret goes to the log: only the file's path.
 */
export function createOutboxMailer(dir: string, from: string): Mailer {
  return {
    describe: `outbox ${dir}`,
    async send(mail) {
      await fs.mkdir(dir, { recursive: true, mode: 0o700 });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${Math.random().toString(36).slice(2, 8)}.txt`;
      const body = `From: ${from}\nTo: ${mail.to}\nSubject: ${mail.subject}\n\n${mail.text}\n`;
      await fs.writeFile(path.join(dir, name), body, { mode: 0o600 });
    },
  };
}
