import { z } from 'zod';

const clientConfigSchema = z.object({
  apiBaseUrl: z.string(),
  webSocketUrl: z.string(),
});
export type ClientConfig = z.infer<typeof clientConfigSchema>;

const DEFAULTS: ClientConfig = { apiBaseUrl: '/api/v1', webSocketUrl: '' };
let pending: Promise<ClientConfig> | undefined;

/** The spec's static client configuration (/config.json), fetched once on first use. */
export function clientConfig(): Promise<ClientConfig> {
  pending ??= fetch('/config.json', { headers: { accept: 'application/json' } })
    .then((res) => (res.ok ? res.json() : DEFAULTS))
    .then((json) => clientConfigSchema.parse(json))
    .catch(() => DEFAULTS);
  return pending;
}
