export interface ClientConfig {
  apiBaseUrl: string;
  webSocketUrl: string;
}

const DEFAULTS: ClientConfig = { apiBaseUrl: '/api/v1', webSocketUrl: '' };
let pending: Promise<ClientConfig> | undefined;

/** The spec's static client configuration (/config.json), fetched once on first use. */
export function clientConfig(): Promise<ClientConfig> {
  pending ??= fetch('/config.json', { headers: { accept: 'application/json' } })
    .then((res) => (res.ok ? res.json() : DEFAULTS))
    .then((json: Partial<ClientConfig>) => ({
      apiBaseUrl: typeof json.apiBaseUrl === 'string' ? json.apiBaseUrl : DEFAULTS.apiBaseUrl,
      webSocketUrl:
        typeof json.webSocketUrl === 'string' ? json.webSocketUrl : DEFAULTS.webSocketUrl,
    }))
    .catch(() => DEFAULTS);
  return pending;
}
