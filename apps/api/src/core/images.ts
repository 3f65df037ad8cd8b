import sharp from 'sharp';

const ACCEPTED = new Set(['jpeg', 'png', 'webp']);

/**
 * Accepts JPEG, PNG or WebP by their content (never by name or declared type) and re-encodes
 * them to WebP at each requested size, without metadata. Undefined when the bytes are not such
 * an image.
 */
export async function reencodeImage(
  buffer: Buffer,
  sizes: readonly { width: number; height: number; fit: 'cover' | 'inside' }[],
): Promise<Buffer[] | undefined> {
  try {
    const { format } = await sharp(buffer).metadata();
    if (!format || !ACCEPTED.has(format)) return undefined;
    return await Promise.all(
      sizes.map((s) =>
        sharp(buffer, { limitInputPixels: 40_000_000 })
          .rotate()
          .resize(s.width, s.height, { fit: s.fit, withoutEnlargement: s.fit === 'inside' })
          .webp({ quality: 82 })
          .toBuffer(),
      ),
    );
  } catch {
    return undefined;
  }
}
