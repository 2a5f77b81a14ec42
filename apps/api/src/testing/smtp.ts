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

/** RFC 2047 words (`=?UTF-8?B?…?=`) in a header, decoded; adjacent words join, as a split character spans them. */
function decodeHeaderWords(value: string) {
  return value.replace(/(\?=)\s+(?==\?)/g, '$1').replace(/(?:=\?[^?]+\?[BbQq]\?[^?]*\?=)+/g, (run) => {
    const bytes = [...run.matchAll(/=\?[^?]+\?([BbQq])\?([^?]*)\?=/g)].map(([, encoding, text = '']) =>
      encoding?.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64')
        : quotedPrintableBytes(text.replace(/_/g, ' ')),
    );
    return Buffer.concat(bytes).toString('utf8');
  });
}

function quotedPrintableBytes(text: string) {
  const bytes: number[] = [];
  const soft = text.replace(/=\r?\n/g, '');
  for (let index = 0; index < soft.length; index += 1) {
    const hex = soft[index] === '=' ? soft.slice(index + 1, index + 3) : '';
    if (/^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      index += 2;
    } else bytes.push(soft.charCodeAt(index));
  }
  return Buffer.from(bytes);
}

/**
 * A captured message read as a mail client reads it: the subject and the text and HTML parts decoded (base64 or
 * quoted-printable, UTF-8), so texts in any script can be compared as written.
 */
export function readMail(raw: string) {
  const unfolded = raw.split(/\r?\n\r?\n/)[0]?.replace(/\r?\n[ \t]+/g, ' ') ?? '';
  const subject = decodeHeaderWords(unfolded.match(/^Subject: (.*)$/im)?.[1] ?? '');
  const boundaries = [...raw.matchAll(/boundary="?([^";\r\n]+)"?/gi)].map((match) => match[1] ?? '');
  const parts = boundaries.reduce(
    (pieces, boundary) => pieces.flatMap((piece) => piece.split(`--${boundary}`)),
    [raw],
  );
  const part = (type: string) => {
    for (const piece of parts) {
      const [head = '', ...body] = piece.replace(/^\r?\n/, '').split(/\r?\n\r?\n/);
      if (!new RegExp(`^Content-Type: text/${type}`, 'im').test(head)) continue;
      const content = body.join('\r\n\r\n');
      const encoding = head.match(/^Content-Transfer-Encoding: (\S+)/im)?.[1]?.toLowerCase();
      if (encoding === 'base64') return Buffer.from(content.replace(/\s/g, ''), 'base64').toString('utf8');
      if (encoding === 'quoted-printable') return quotedPrintableBytes(content).toString('utf8');
      return content;
    }
    return '';
  };
  return { subject, text: part('plain').replace(/\r\n/g, '\n').trimEnd(), html: part('html') };
}
