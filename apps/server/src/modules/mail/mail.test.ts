import fs from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { html } from '../../site/html.js';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/harness.js';
import { backoffMs, JobQueue } from '../jobs/queue.js';
import { serverI18n } from '../../i18n/serverI18n.js';
import { composeMail } from './layout.js';
import { Mailer, mailDir } from './mailer.js';
import { MailOutbox } from './outbox.js';
import { startTestSmtp, type TestSmtp } from '../../test/smtp.js';

/** A renderer of the test template 'greeting': data `{ name }`, `null` data → nothing to send. */
const greeting = async (data: { name: string } | null) =>
  data &&
  composeMail(
    {
    to: 'ada@example.com',
    subject: `Hello ${data.name}`,
    paragraphs: [`Dear ${data.name},\nwelcome aboard.`],
    details: [['Seat', 'A<1>']],
    link: { label: 'Open your ticket', url: 'https://example.com/ticket/abc?x=1&y=2' },
    extra: { html: html`<p>Extra bit</p>`, text: 'Extra bit' },
    },
    serverI18n('en'),
  );

const jobRows = (t: TestApp) => t.handle.db.selectFrom('jobs').selectAll().orderBy('id').execute();

describeEachDatabase('mail', (dialect) => {
  describe('over SMTP (SMTP_URL)', () => {
    let smtp: TestSmtp;
    let t: TestApp;
    beforeAll(async () => {
      smtp = await startTestSmtp();
      t = await createTestApp(dialect, { SMTP_URL: smtp.url, MAIL_FROM: 'Eventory <tickets@example.com>' });
      t.app.mail.register('greeting', greeting);
    });
    afterAll(async () => {
      await t.close();
      await smtp.close();
    });

    it('delivers a queued mail with a text and an escaped HTML part after the queue runs', async () => {
      await t.handle.db.transaction().execute((trx) => t.app.mail.queue(trx, 'greeting', { name: 'Ada <script>' }));
      expect(smtp.messages).toHaveLength(0);
      await t.app.jobs.drain();
      const [mail] = await smtp.waitFor(1);
      expect(mail!.subject).toBe('Hello Ada <script>');
      expect(mail!.from?.value[0]).toMatchObject({ name: 'Eventory', address: 'tickets@example.com' });
      expect(mail!.to && !Array.isArray(mail!.to) ? mail!.to.text : '').toBe('ada@example.com');
      expect(mail!.text).toContain('Dear Ada <script>,\nwelcome aboard.');
      expect(mail!.text).toContain('Seat: A<1>');
      expect(mail!.text).toContain('Open your ticket: https://example.com/ticket/abc?x=1&y=2');
      expect(mail!.html).toContain('Dear Ada &lt;script&gt;,<br>welcome aboard.');
      expect(mail!.html).not.toContain('<script>');
      expect(mail!.html).toContain('href="https://example.com/ticket/abc?x=1&amp;y=2"');
      expect((await jobRows(t)).map((j) => j.status)).toEqual(['done']);
    });

    it('sends nothing for a mail whose renderer answers null, and the job is done', async () => {
      const before = smtp.messages.length;
      const id = await t.app.mail.queue(t.handle.db, 'greeting', null);
      await t.app.jobs.drain();
      expect(smtp.messages).toHaveLength(before);
      expect((await jobRows(t)).find((j) => j.id === id)).toMatchObject({ status: 'done' });
    });

    it('sends nothing for a mail queued in a transaction that rolled back', async () => {
      const before = smtp.messages.length;
      await expect(
        t.handle.db.transaction().execute(async (trx) => {
          await t.app.mail.queue(trx, 'greeting', { name: 'Ghost' });
          throw new Error('booking refused');
        }),
      ).rejects.toThrow('booking refused');
      await t.app.jobs.drain();
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(smtp.messages.slice(before).map((m) => m.subject)).toEqual([]);
    });

    it('fails a mail of an unregistered template with a clear error', async () => {
      const id = await t.app.mail.queue(t.handle.db, 'no_such_template', {}, { maxAttempts: 1 });
      await t.app.jobs.drain();
      expect((await jobRows(t)).find((j) => j.id === id)).toMatchObject({ status: 'failed', last_error: 'No mail template "no_such_template" is registered' });
    });
  });

  describe('when the SMTP server refuses', () => {
    let smtp: TestSmtp;
    let t: TestApp;
    beforeAll(async () => {
      smtp = await startTestSmtp({ refuse: true });
      t = await createTestApp(dialect);
    });
    afterAll(async () => {
      await t.close();
      await smtp.close();
    });

    it('retries with backoff and ends failed after the last attempt', async () => {
      let now = Date.parse('2030-01-01T00:00:00.000Z');
      const jobs = new JobQueue({ db: t.handle.db, dialect, log: t.app.log, clock: () => now });
      const mailer = new Mailer({ smtpUrl: smtp.url, from: 'test@example.com', dataDir: t.dataDir });
      const outbox = new MailOutbox({ jobs, mailer });
      outbox.register('greeting', greeting);
      try {
        const id = await outbox.queue(t.handle.db, 'greeting', { name: 'Bob' }, { maxAttempts: 3 });
        const row = () => t.handle.db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
        await jobs.drain();
        expect(smtp.refused).toBe(1);
        expect(await row()).toMatchObject({ status: 'queued', attempts: 1, run_at: new Date(now + backoffMs(1)).toISOString() });
        expect((await row()).last_error).toContain('Mailbox busy, try again later');
        await jobs.drain();
        expect(smtp.refused).toBe(1);
        now += backoffMs(1);
        await jobs.drain();
        now += backoffMs(2);
        await jobs.drain();
        expect(smtp.refused).toBe(3);
        expect(await row()).toMatchObject({ status: 'failed', attempts: 3 });
        now += 86_400_000;
        await jobs.drain();
        expect(smtp.refused).toBe(3);
      } finally {
        await mailer.close();
      }
    });
  });

  describe('without SMTP_URL (file transport)', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(dialect);
      t.app.mail.register('greeting', greeting);
    });
    afterAll(() => t.close());

    it('writes each mail as a parseable .eml file under DATA_DIR/mail', async () => {
      await t.app.mail.queueMany(t.handle.db, 'greeting', [{ name: 'Ada' }, { name: 'Grace' }]);
      await t.app.jobs.drain();
      const dir = mailDir(t.dataDir);
      const files = fs.readdirSync(dir).sort();
      expect(files).toHaveLength(2);
      expect(files.every((f) => /^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}\.\d{3}Z-[0-9a-f]{12}\.eml$/.test(f))).toBe(true);
      const parsed = await Promise.all(files.map((f) => simpleParser(fs.readFileSync(path.join(dir, f)))));
      expect(parsed.map((m) => m.subject).sort()).toEqual(['Hello Ada', 'Hello Grace']);
      for (const mail of parsed) {
        expect(mail.text).toContain('welcome aboard.');
        expect(mail.html).toContain('<h1');
      }
    });
  });
});
