import type { APIRequestContext } from '@playwright/test';
import { ACCOUNTS, apiToken, bearer } from './session.ts';

/**
 * The public site's settings as they are now (`before`), and `put` to change them as the
 * administration: a test that changes them puts `before` back when it ends.
 */
export async function siteSettings(request: APIRequestContext) {
  const headers = bearer(await apiToken(request, ACCOUNTS.admin));
  const before = (await (await request.get('/api/v1/site/settings')).json()).data;
  const put = (data: unknown) => request.put('/api/v1/site/settings', { headers, data });
  return { before, put };
}
