import { get } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** The bytes exactly as they travel (browsers' and fetch's clients would decode them). */
function rawGet(url: URL, encoding: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': encoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    }).on('error', reject);
  });
}

const DECODERS = { br: brotliDecompressSync, gzip: gunzipSync } as const;

test.describe('web delivery', () => {
  test('the page and its assets go out precompressed, identical after decompression', async ({
    baseURL,
  }) => {
    const at = (path: string) => new URL(path, baseURL);
    const page = await rawGet(at('/home'), 'identity');
    expect(page.headers['cache-control']).toBe('no-cache');
    const assets = [
      ...page.body.toString().matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g),
    ].map((m) => m[1]!);
    expect(assets.length).toBeGreaterThan(0);

    for (const path of ['/home', ...assets, '/favicon.svg']) {
      const plain = await rawGet(at(path), 'identity');
      expect(plain.status, path).toBe(200);
      expect(plain.headers['content-encoding'], path).toBeUndefined();
      for (const [encoding, decode] of Object.entries(DECODERS)) {
        const res = await rawGet(at(path), encoding);
        expect(res.headers['content-encoding'], `${path} ${encoding}`).toBe(encoding);
        expect(String(res.headers['vary']), path).toMatch(/accept-encoding/i);
        expect(res.headers['content-type'], path).toBe(plain.headers['content-type']);
        expect(decode(res.body).equals(plain.body), `${path} ${encoding}`).toBe(true);
      }
      if (path.startsWith('/assets/')) {
        expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      }
    }
  });
});
