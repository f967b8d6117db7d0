import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';

/** One mail, always with a plain-text part (issue #4). */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: { filename: string; content: Buffer; contentType: string; cid?: string }[];
}

export interface MailerOptions {
  /** `smtp://user:pass@host:port` or `smtps://…`; absent: `.eml` files under `dataDir/mail`. */
  smtpUrl?: string;
  /** Sender of every mail, e.g. `Eventory <tickets@example.com>`. */
  from: string;
  dataDir: string;
}

/** The folder the file transport writes to. */
export const mailDir = (dataDir: string) => path.join(dataDir, 'mail');

/**
 * Sends mail with nodemailer: SMTP when SMTP_URL is set (a small connection pool), otherwise an
 * `.eml` file per message under DATA_DIR/mail named `<UTC time>-<random>.eml`, so nothing is lost
 * in development (ARCHITECTURE "Jobs and mail").
 */
export class Mailer {
  private readonly transport: Transporter;

  constructor(readonly options: MailerOptions) {
    this.transport = options.smtpUrl
      ? nodemailer.createTransport({ url: options.smtpUrl, pool: true, maxConnections: 5 })
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  }

  /** Sends one message; throws when the transport refuses it (the job is then retried). */
  async send(message: MailMessage): Promise<void> {
    const info = (await this.transport.sendMail({ from: this.options.from, ...message })) as { message?: unknown };
    if (this.options.smtpUrl) return;
    if (!Buffer.isBuffer(info.message)) throw new Error('The file mail transport produced no message');
    const dir = mailDir(this.options.dataDir);
    const file = path.join(dir, `${new Date().toISOString().replaceAll(':', '-')}-${randomBytes(6).toString('hex')}.eml`);
    const eml = info.message;
    // The folder is made when a write finds it missing (first mail, or removed since), not before every mail.
    await fs.writeFile(file, eml).catch(async (error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
      await fs.mkdir(dir, { recursive: true });
      await fs.writeFile(file, eml);
    });
  }

  /** Closes the SMTP connections (at shutdown). */
  async close(): Promise<void> {
    this.transport.close();
  }
}
