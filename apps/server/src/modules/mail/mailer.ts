/** One mail, always with a plain-text part (issue #4). */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: { filename: string; content: Buffer; contentType: string; cid?: string }[];
}

/**
 * Sends mail with nodemailer: SMTP when SMTP_URL is set, otherwise an `.eml` file per message under
 * DATA_DIR/mail (ARCHITECTURE "Jobs and mail").
 */
export class Mailer {
  constructor(readonly options: { smtpUrl?: string; from: string; dataDir: string }) {}

  /** Sends one message; throws when the transport refuses it (the job is then retried). */
  async send(_message: MailMessage): Promise<void> {
    throw new Error('Mailer.send: not implemented yet');
  }

  async close(): Promise<void> {}
}
