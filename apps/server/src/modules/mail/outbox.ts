import type { DB } from '../../db/database.js';
import { CONCURRENCY, forEachLimited, type ClaimedJob, type EnqueueOptions, type JobQueue } from '../jobs/queue.js';
import type { MailMessage, Mailer } from './mailer.js';

/**
 * Renders one kind of mail from its job data, at send time. Answer null when there is nothing to
 * send any more (the booking was deleted); throw to retry later.
 */
export type MailRenderer = (data: any) => Promise<MailMessage | null>; // eslint-disable-line @typescript-eslint/no-explicit-any

/**
 * Renders many mails of one template from their job data at once (bulk sends: one query for all),
 * answering a message or null for each, in order; throw to retry them all later.
 */
export type MailBatchRenderer = (data: any[]) => Promise<(MailMessage | null)[]>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** The payload of a `mail` job. */
export interface MailJob {
  template: string;
  data: unknown;
}

/** The job kind every mail travels as. */
export const MAIL_JOB = 'mail';

/**
 * Mail goes out through the job queue: `queue()` inside the transaction of the change that causes
 * it (so a rolled-back booking sends nothing), a `mail` job renders it with the template's renderer
 * and sends it with the {@link Mailer}. The mail jobs of one claim go together: a template with a
 * {@link MailBatchRenderer} renders all of its mails in one call (one query), then every mail is sent.
 */
export class MailOutbox {
  private readonly renderers = new Map<string, MailRenderer>();
  private readonly batchRenderers = new Map<string, MailBatchRenderer>();

  constructor(readonly deps: { jobs: JobQueue; mailer: Mailer }) {
    deps.jobs.registerBatch(MAIL_JOB, (jobs) => this.deliver(jobs));
  }

  /** Registers the renderer of a mail template (once, at start-up), e.g. 'order_confirmation'. @throws when it already has one */
  register(template: string, renderer: MailRenderer): void {
    this.assertNew(template);
    this.renderers.set(template, renderer);
  }

  /** Registers a template's renderer of many mails at once (bulk sends). @throws when the template already has one */
  registerMany(template: string, renderer: MailBatchRenderer): void {
    this.assertNew(template);
    this.batchRenderers.set(template, renderer);
  }

  private assertNew(template: string): void {
    if (this.renderers.has(template) || this.batchRenderers.has(template)) throw new Error(`Mail template "${template}" already has a renderer`);
  }

  /** Queues one mail of a template; `data` is what its renderer needs (ids, not rendered text). Answers the job id. */
  async queue(db: DB, template: string, data: unknown, options: EnqueueOptions = {}): Promise<number> {
    return this.deps.jobs.enqueue(db, MAIL_JOB, { template, data } satisfies MailJob, options);
  }

  /** Queues many mails of one template (bulk sends: invitations, certificates), one job each. */
  async queueMany(db: DB, template: string, data: unknown[], options: EnqueueOptions = {}): Promise<void> {
    await this.deps.jobs.enqueueMany(
      db,
      MAIL_JOB,
      data.map((d): MailJob => ({ template, data: d })),
      options,
    );
  }

  /**
   * Opens a bulk send the admin can watch (`GET /api/v2/jobs/batches/{id}`): queue its `total`
   * mails with `{ batchId }`, in the same transaction. @returns the batch id
   */
  openBatch(db: DB, batch: { kind: string; label: string; total: number; createdBy: number | null }): Promise<number> {
    return this.deps.jobs.createBatch(db, batch);
  }

  /**
   * The `mail` jobs of one claim: each template's mails rendered together (null → nothing to
   * send), then sent {@link CONCURRENCY} at a time. Answers each job's error (undefined: sent or
   * nothing to send); an unknown template or a failed render fails that template's jobs.
   */
  private async deliver(jobs: ClaimedJob[]): Promise<unknown[]> {
    const errors: unknown[] = jobs.map(() => undefined);
    const messages: (MailMessage | null)[] = jobs.map(() => null);
    const byTemplate = new Map<string, number[]>();
    jobs.forEach(({ payload }, i) => {
      const { template } = payload as MailJob;
      byTemplate.set(template, [...(byTemplate.get(template) ?? []), i]);
    });
    for (const [template, indexes] of byTemplate) {
      const dataOf = (i: number) => (jobs[i]!.payload as MailJob).data;
      const many = this.batchRenderers.get(template);
      const one = this.renderers.get(template);
      if (many) {
        try {
          const rendered = await many(indexes.map(dataOf));
          indexes.forEach((i, k) => (messages[i] = rendered[k] ?? null));
        } catch (error) {
          for (const i of indexes) errors[i] = error;
        }
      } else {
        await forEachLimited(indexes, CONCURRENCY, async (i) => {
          try {
            if (!one) throw new Error(`No mail template "${template}" is registered`);
            messages[i] = await one(dataOf(i));
          } catch (error) {
            errors[i] = error;
          }
        });
      }
    }
    await forEachLimited([...messages.keys()], CONCURRENCY, async (i) => {
      const message = messages[i];
      if (!message) return;
      try {
        await this.deps.mailer.send(message);
      } catch (error) {
        errors[i] = error;
      }
    });
    return errors;
  }
}
