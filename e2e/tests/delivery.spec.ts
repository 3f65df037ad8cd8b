import { get } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect, test } from './test.ts';

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** The bytes exactly as they travel (browsers' and fetch's clients would decode them). */
function rawGet(url: URL, headers: Record<string, string>): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    }).on('error', reject);
  });
}

const DECODERS = { br: brotliDecompressSync, gzip: gunzipSync } as const;

/** Every script, stylesheet and module a document names. */
function assetsOf(html: string): string[] {
  return [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]!);
}

test.describe('web delivery', () => {
  test('documents and assets go out precompressed, identical after decompression', async ({
    baseURL,
  }) => {
    const at = (path: string) => new URL(path, baseURL);
    const identity = { 'accept-encoding': 'identity' };
    // A prerendered public page and the app's document (any of its routes).
    const prerendered = await rawGet(at('/home'), identity);
    const app = await rawGet(at('/login'), identity);
    for (const doc of [prerendered, app]) {
      expect(doc.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(doc.headers['cache-control']).toBe('no-cache');
    }
    const assets = [...assetsOf(prerendered.body.toString()), ...assetsOf(app.body.toString())];
    expect(assets.some((a) => a.endsWith('.css'))).toBe(true);
    expect(assets.filter((a) => a.endsWith('.js')).length).toBeGreaterThan(2);

    for (const path of ['/home', '/contacto', '/login', ...assets, '/favicon.svg']) {
      const plain = await rawGet(at(path), identity);
      expect(plain.status, path).toBe(200);
      expect(plain.headers['content-encoding'], path).toBeUndefined();
      expect(String(plain.headers['vary']), path).toMatch(/accept-encoding/i);
      for (const [encoding, decode] of Object.entries(DECODERS)) {
        const res = await rawGet(at(path), { 'accept-encoding': encoding });
        expect(res.headers['content-encoding'], `${path} ${encoding}`).toBe(encoding);
        expect(String(res.headers['vary']), path).toMatch(/accept-encoding/i);
        expect(res.headers['content-type'], path).toBe(plain.headers['content-type']);
        expect(res.body.length, `${path} ${encoding}`).toBeLessThan(plain.body.length);
        expect(decode(res.body).equals(plain.body), `${path} ${encoding}`).toBe(true);
      }
      expect(plain.headers['cache-control'], path).toBe(
        path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    }
  });

  test('a prerendered page the browser already has answers 304', async ({ baseURL }) => {
    const url = new URL('/nosotros', baseURL);
    const first = await rawGet(url, { 'accept-encoding': 'br' });
    const etag = String(first.headers['etag']);
    expect(etag).toMatch(/^".+"$/);
    const again = await rawGet(url, { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    // Another encoding is another representation: its own tag.
    const gzip = await rawGet(url, { 'accept-encoding': 'gzip', 'if-none-match': etag });
    expect(gzip.status).toBe(200);
  });
});
