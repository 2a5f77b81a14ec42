/**
 * The browser suite's mail server: accepts every message on 127.0.0.1:E2E_SMTP_PORT and keeps none, so the
 * outbox's e-mails reach 'sent' as in production (the outbox journey resends one). Started by the Playwright
 * config before the product, which it names as SMTP_URL.
 */
import { SMTPServer } from 'smtp-server';

const port = Number(process.env.E2E_SMTP_PORT);
if (!Number.isInteger(port) || port <= 0) throw new Error('E2E_SMTP_PORT must be a port number');

const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, _session, callback) {
    stream.resume();
    stream.on('end', () => callback());
  },
});
server.listen(port, '127.0.0.1');

const stop = () => server.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
