import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll } from 'vitest';

export interface ReceivedMail {
  to: string;
  raw: string;
}

/**
 * A real SMTP server for the test file, closed after it. `received` collects what arrived; `refuseNext(n)` makes
 * the next n messages fail with a 451 (try again later).
 */
export async function startTestSmtpServer() {
  const received: ReceivedMail[] = [];
  let refuse = 0;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (refuse > 0) {
          refuse -= 1;
          callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 }));
          return;
        }
        received.push({
          to: session.envelope.rcptTo.map((address) => address.address).join(','),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));
  return {
    url: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`,
    received,
    refuseNext(count: number) {
      refuse = count;
    },
    refusalsLeft: () => refuse,
  };
}

/** The decoded body of a captured message (quoted-printable soft breaks undone). */
export const bodyOf = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
