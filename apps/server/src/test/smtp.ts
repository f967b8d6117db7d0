import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A real SMTP server on 127.0.0.1 for tests, keeping every message it accepted, parsed. */
export interface TestSmtp {
  /** `smtp://127.0.0.1:<port>`, for SMTP_URL. */
  url: string;
  /** Messages accepted so far, in arrival order. */
  messages: ParsedMail[];
  /** Deliveries refused so far (when started with `refuse`). */
  refused: number;
  /** Resolves once `count` messages have arrived. @throws after `timeoutMs` */
  waitFor(count: number, timeoutMs?: number): Promise<ParsedMail[]>;
  close(): Promise<void>;
}

/**
 * Starts an smtp-server on a free port (no TLS, no authentication). With `refuse`, every message
 * is answered `451` (a temporary failure), so senders see their delivery fail. Test code only.
 */
export async function startTestSmtp(options: { refuse?: boolean } = {}): Promise<TestSmtp> {
  const state: Pick<TestSmtp, 'messages' | 'refused'> = { messages: [], refused: 0 };
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      if (options.refuse) {
        stream.resume();
        stream.on('end', () => {
          state.refused += 1;
          callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 }));
        });
        return;
      }
      simpleParser(stream)
        .then((mail) => {
          state.messages.push(mail);
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    get messages() {
      return state.messages;
    },
    get refused() {
      return state.refused;
    },
    async waitFor(count, timeoutMs = 10_000) {
      const until = Date.now() + timeoutMs;
      while (state.messages.length < count) {
        if (Date.now() > until) throw new Error(`Expected ${count} mails, ${state.messages.length} arrived`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return state.messages;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
