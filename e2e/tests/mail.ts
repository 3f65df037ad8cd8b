import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { MAIL_DIR } from '../mail-dir.mjs';
import { expect } from './test.ts';

/** Quoted-printable and base64 bodies of a raw mail, decoded to text. */
function decodeMail(raw: string): string {
  const qp = raw.replace(/=\r?\n/g, '').replace(/(?:=[0-9A-F]{2})+/g, (m) =>
    Buffer.from(
      m
        .slice(1)
        .split('=')
        .map((h) => parseInt(h, 16)),
    ).toString('utf8'),
  );
  const base64 = [...raw.matchAll(/base64\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/g)].map((m) =>
    Buffer.from(m[1]!.replace(/\s+/g, ''), 'base64').toString('utf8'),
  );
  return [qp, ...base64].join('\n');
}

/**
 * The newest mail the app sent to `address` whose text matches `subject`, read from what the test
 * server's SMTP capture kept (e2e/serve.mjs); waits for it to arrive.
 */
export async function mailTo(address: string, subject: RegExp): Promise<string> {
  let found = '';
  await expect
    .poll(
      () => {
        const files = existsSync(MAIL_DIR) ? readdirSync(MAIL_DIR).sort().reverse() : [];
        for (const file of files) {
          const mail = JSON.parse(readFileSync(path.join(MAIL_DIR, file), 'utf8')) as {
            to: string[];
            raw: string;
          };
          const text = decodeMail(mail.raw);
          if (mail.to.includes(address) && subject.test(text)) {
            found = text;
            return true;
          }
        }
        return false;
      },
      { message: `a mail to ${address}`, timeout: 30_000 },
    )
    .toBe(true);
  return found;
}

/** The path and query of the first link of the app in a mail, to open on the test server. */
export function linkIn(text: string, pathPrefix: string): string {
  const match = new RegExp(`https?://[^\\s/]+(${pathPrefix}[^\\s]*)`).exec(text);
  expect(match, `a link to ${pathPrefix} in the mail`).not.toBeNull();
  return match![1]!;
}
