// Where the test server's SMTP capture keeps the mails the app sends (one JSON file each).
import { fileURLToPath } from 'node:url';

export const MAIL_DIR = fileURLToPath(new URL('./.mails', import.meta.url));
