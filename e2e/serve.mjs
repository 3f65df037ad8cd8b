// Starts the built app for the browser tests on a fresh embedded database, on the tests' clock,
// with a local SMTP server that keeps every mail the app sends as a file the tests read.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { installShiftedClock } from './clock.mjs';
import { MAIL_DIR } from './mail-dir.mjs';

rmSync(path.resolve(process.env.DATA_DIR ?? 'e2e/.data'), { recursive: true, force: true });
rmSync(MAIL_DIR, { recursive: true, force: true });
mkdirSync(MAIL_DIR, { recursive: true });
if (process.env.E2E_CLOCK_SHIFT) installShiftedClock(Number(process.env.E2E_CLOCK_SHIFT));

let received = 0;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, done) {
    const chunks = [];
    stream.on('data', (c) => chunks.push(c));
    stream.on('end', () => {
      received += 1;
      const to = session.envelope.rcptTo.map((r) => r.address);
      const file = path.join(MAIL_DIR, `${String(received).padStart(5, '0')}.json`);
      writeFileSync(file, JSON.stringify({ to, raw: Buffer.concat(chunks).toString('utf8') }));
      done();
    });
  },
});
await new Promise((resolve) => smtp.listen(0, '127.0.0.1', () => resolve(undefined)));
process.env.SMTP_URL = `smtp://127.0.0.1:${smtp.server.address().port}`;
await import('../apps/api/dist/server.js');
