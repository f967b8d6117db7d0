import type { DB } from '../../db/database.js';
import type { EnqueueOptions, JobQueue } from '../jobs/queue.js';
import type { MailMessage, Mailer } from './mailer.js';

/**
 * Renders one kind of mail from its job data, at send time. Answer null when there is nothing to
 * send any more (the booking was deleted); throw to retry later.
 */
export type MailRenderer = (data: any) => Promise<MailMessage | null>; // eslint-disable-line @typescript-eslint/no-explicit-any

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
 * and sends it with the {@link Mailer}.
 */
export class MailOutbox {
  private readonly renderers = new Map<string, MailRenderer>();

  constructor(readonly deps: { jobs: JobQueue; mailer: Mailer }) {
    deps.jobs.register(MAIL_JOB, (payload) => this.deliver(payload as MailJob));
  }

  /** Registers the renderer of a mail template (once, at start-up), e.g. 'order_confirmation'. @throws when it already has one */
  register(template: string, renderer: MailRenderer): void {
    if (this.renderers.has(template)) throw new Error(`Mail template "${template}" already has a renderer`);
    this.renderers.set(template, renderer);
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

  /** The `mail` job: renders (null → nothing to send) and sends; an unknown template fails the job. */
  private async deliver(job: MailJob): Promise<void> {
    const renderer = this.renderers.get(job.template);
    if (!renderer) throw new Error(`No mail template "${job.template}" is registered`);
    const message = await renderer(job.data);
    if (message) await this.deps.mailer.send(message);
  }
}
