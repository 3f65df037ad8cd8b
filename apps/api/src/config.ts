import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off', ''])
  .transform((v) => ['true', '1', 'yes', 'on'].includes(v));

/** Who may set X-Forwarded-For: proxy-addr's named ranges, addresses and CIDR ranges. */
const proxyAddress = z.union([
  z.enum(['loopback', 'linklocal', 'uniquelocal']),
  z.ipv4(),
  z.ipv6(),
  z.cidrv4(),
  z.cidrv6(),
]);

/** `true`/`false` as before, or the proxies to trust: `127.0.0.1`, `10.0.0.0/8,loopback`. */
const trustProxy = z
  .string()
  .optional()
  .transform((value, ctx): boolean | string[] => {
    const v = (value ?? '').trim();
    const asFlag = flag.safeParse(v.toLowerCase());
    if (asFlag.success) return asFlag.data;
    const list = v.split(',').map((a) => a.trim());
    for (const a of list) {
      if (!proxyAddress.safeParse(a).success) {
        ctx.addIssue({
          code: 'custom',
          message: `«${a}» no es true/false, una dirección IP, un rango CIDR ni loopback, linklocal o uniquelocal`,
        });
        return z.NEVER;
      }
    }
    return list;
  });

export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_FROM: z.string().default('Armonía Terapias <no-responder@armonia.mx>'),
  PUBLIC_URL: z.url().optional(),
  UPLOAD_DIR: z.string().optional(),
  SESSION_SECRET: z.string().min(32, 'SESSION_SECRET debe tener al menos 32 caracteres').optional(),
  SEED_DEMO: flag.optional(),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(8).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: trustProxy,
  RATE_LIMIT_LOGIN_PER_IP: z.coerce.number().int().min(1).default(30),
  RATE_LIMIT_LOGIN_PER_EMAIL: z.coerce.number().int().min(1).default(10),
  RATE_LIMIT_CONTACT_PER_IP: z.coerce.number().int().min(1).default(5),
  WEB_DIST: z.string().optional(),
  /** How often the appointment reminder job looks for work; 0 turns it off in this process. */
  REMINDER_INTERVAL_MS: z.coerce.number().int().min(0).default(60_000),
});

export interface Config {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  dataDir: string;
  /** PostgreSQL when set; otherwise the embedded database under dataDir. */
  databaseUrl?: string;
  redisUrl?: string;
  smtpUrl?: string;
  mailFrom: string;
  publicUrl: string;
  uploadDir: string;
  sessionSecret: string;
  seedDemo: boolean;
  initialAdmin?: { email: string; password: string };
  logLevel: string;
  /** Whether, or from which addresses, X-Forwarded-For is believed (the client's real IP). */
  trustProxy: boolean | string[];
  rateLimits: { loginPerIp: number; loginPerEmail: number; contactPerIp: number };
  /** Folder of the built web app; served when it exists. */
  webDist?: string;
  reminderIntervalMs: number;
  /**
   * Chat messages one process holds at once (waiting for a database connection or being
   * stored); past it a message is refused at once, asking the client to try again, instead of
   * waiting behind the others. Ten pool connections store this many in a few tens of ms.
   */
  chatQueueLimit: number;
}

/** Reads and checks the environment once, at start; a bad value stops the process. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // `SMTP_URL=` in an environment file or compose means "not set", not "an empty address".
  const given = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const parsed = envSchema.safeParse(given);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Configuración no válida:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    uploadDir: path.resolve(e.UPLOAD_DIR ?? path.join(dataDir, 'uploads')),
    sessionSecret: e.SESSION_SECRET ?? storedSecret(dataDir),
    seedDemo: e.SEED_DEMO ?? e.NODE_ENV !== 'production',
    initialAdmin:
      e.ADMIN_EMAIL && e.ADMIN_PASSWORD
        ? { email: e.ADMIN_EMAIL.toLowerCase(), password: e.ADMIN_PASSWORD }
        : undefined,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    rateLimits: {
      loginPerIp: e.RATE_LIMIT_LOGIN_PER_IP,
      loginPerEmail: e.RATE_LIMIT_LOGIN_PER_EMAIL,
      contactPerIp: e.RATE_LIMIT_CONTACT_PER_IP,
    },
    webDist: e.WEB_DIST ? path.resolve(e.WEB_DIST) : undefined,
    reminderIntervalMs: e.REMINDER_INTERVAL_MS,
    chatQueueLimit: 100,
  };
}

/** A secret generated on first start and kept in the data folder, never in the repository. */
function storedSecret(dataDir: string): string {
  const file = path.join(dataDir, 'secret.key');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
