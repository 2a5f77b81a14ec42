/**
 * The browser suite's mail server: accepts every message on 127.0.0.1:E2E_SMTP_PORT, so the outbox's e-mails
 * reach 'sent' as in production (the outbox journey resends one), and writes each one to E2E_MAIL_DIR as
 * `<recipient>-<time>.eml`, where a journey reads what was sent (the password reset link, which the outbox shows
 * staff only redacted). Started by the Playwright config before the product, which it names as SMTP_URL.
 */
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

const port = Number(process.env.E2E_SMTP_PORT);
if (!Number.isInteger(port) || port <= 0) throw new Error('E2E_SMTP_PORT must be a port number');
const mailDir = process.env.E2E_MAIL_DIR;
if (!mailDir) throw new Error('E2E_MAIL_DIR must name a folder');

const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      const message = Buffer.concat(chunks);
      for (const recipient of session.envelope.rcptTo) {
        const name = `${recipient.address.toLowerCase()}-${Date.now()}-${randomBytes(3).toString('hex')}.eml`;
        writeFileSync(path.join(mailDir, name), message);
      }
      callback();
    });
  },
});
server.listen(port, '127.0.0.1');

const stop = () => server.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
