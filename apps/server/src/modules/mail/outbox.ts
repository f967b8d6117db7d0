import type { DB } from '../../db/database.js';
import type { EnqueueOptions, JobQueue } from '../jobs/queue.js';
import type { MailMessage, Mailer } from './mailer.js';

/**
 * Renders one kind of mail from its job data, at send time. Answer null when there is nothing to
 * send any more (the booking was deleted); throw to retry later.
 */
export type MailRenderer = (data: any) => Promise<MailMessage | null>; // eslint-disable-line @typescript-eslint/no-explicit-any

/**
 * Mail goes out through the job queue: `queue()` inside the transaction of the change that causes
 * it (so a rolled-back booking sends nothing), a `mail` job renders it with the template's renderer
 * and sends it with the {@link Mailer}.
 */
export class MailOutbox {
  constructor(readonly deps: { jobs: JobQueue; mailer: Mailer }) {}

  /** Registers the renderer of a mail template (once, at start-up), e.g. 'order_confirmation'. */
  register(_template: string, _renderer: MailRenderer): void {
    throw new Error('MailOutbox.register: not implemented yet');
  }

  /** Queues one mail of a template; `data` is what its renderer needs (ids, not rendered text). */
  async queue(_db: DB, _template: string, _data: unknown, _options: EnqueueOptions = {}): Promise<number> {
    throw new Error('MailOutbox.queue: not implemented yet');
  }

  /** Queues many mails of one template (bulk sends: invitations, certificates). */
  async queueMany(_db: DB, _template: string, _data: unknown[], _options: EnqueueOptions = {}): Promise<void> {
    throw new Error('MailOutbox.queueMany: not implemented yet');
  }
}
