/** Where the test server's SMTP capture keeps the mails the app sends (one JSON file each). */
export const MAIL_DIR: string;
