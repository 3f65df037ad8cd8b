import { createHmac, timingSafeEqual } from 'node:crypto';
import path from 'node:path';
import { CONTENT_TEXTS, DOCUMENT_MAX_BYTES, VIDEO_MAX_BYTES } from '@armonia/shared';
import type { UploadRule } from '../../core/http/streamed-upload.ts';

const common = {
  missing: CONTENT_TEXTS.fileMissing,
  empty: CONTENT_TEXTS.fileEmpty,
  badName: CONTENT_TEXTS.badName,
  nameMismatch: CONTENT_TEXTS.nameMismatch,
  tooManyFields: CONTENT_TEXTS.tooManyFields,
};

const OOXML = 'application/vnd.openxmlformats-officedocument';
const ODF = 'application/vnd.oasis.opendocument';

/** PDF, Word, Excel, PowerPoint (current and 97-2003), OpenDocument and images. */
export const DOCUMENT_RULE: UploadRule = {
  maxBytes: DOCUMENT_MAX_BYTES,
  types: {
    pdf: { mime: 'application/pdf', extensions: ['pdf'] },
    docx: { mime: `${OOXML}.wordprocessingml.document`, extensions: ['docx'] },
    xlsx: { mime: `${OOXML}.spreadsheetml.sheet`, extensions: ['xlsx'] },
    pptx: { mime: `${OOXML}.presentationml.presentation`, extensions: ['pptx'] },
    odt: { mime: `${ODF}.text`, extensions: ['odt'] },
    ods: { mime: `${ODF}.spreadsheet`, extensions: ['ods'] },
    odp: { mime: `${ODF}.presentation`, extensions: ['odp'] },
    // The 97-2003 container is one format for the three programs: the name tells which.
    cfb: { mime: 'application/x-cfb', extensions: ['doc', 'xls', 'ppt'] },
    jpg: { mime: 'image/jpeg', extensions: ['jpg', 'jpeg'] },
    png: { mime: 'image/png', extensions: ['png'] },
    webp: { mime: 'image/webp', extensions: ['webp'] },
  },
  containers: ['zip'],
  byName: {
    doc: 'application/msword',
    xls: 'application/vnd.ms-excel',
    ppt: 'application/vnd.ms-powerpoint',
  },
  texts: {
    ...common,
    tooLarge: CONTENT_TEXTS.documentTooLarge,
    wrongType: CONTENT_TEXTS.documentType,
  },
};

export const VIDEO_RULE: UploadRule = {
  maxBytes: VIDEO_MAX_BYTES,
  types: {
    mp4: { mime: 'video/mp4', extensions: ['mp4', 'm4v'] },
    m4v: { mime: 'video/mp4', extensions: ['m4v', 'mp4'] },
    webm: { mime: 'video/webm', extensions: ['webm'] },
  },
  texts: { ...common, tooLarge: CONTENT_TEXTS.videoTooLarge, wrongType: CONTENT_TEXTS.videoType },
};

/** Where content files live: generated names only, never a name a user sent. */
export function contentPaths(uploadDir: string) {
  const root = path.join(uploadDir, 'content');
  return {
    root,
    temp: path.join(root, 'tmp'),
    file: (key: string) => path.join(root, key),
    image: (id: string) => path.join(root, 'images', `${id}.webp`),
    imagesDir: path.join(root, 'images'),
  };
}

/** How long a signed file link works: a film watched from its start, or a page left open. */
export const LINK_LIFETIME_MS = 6 * 3_600_000;

/**
 * Links a <video>, pdf.js or a download can follow without the session header: the reader's id,
 * an expiry and an HMAC over both and the item. The route checks the rule again on every use, so
 * a link stops working when the item is unpublished or the account is deactivated.
 */
export function createLinkSigner(secret: string, now: () => number = Date.now) {
  const mac = (contentId: string, userId: string, expires: number) =>
    createHmac('sha256', secret)
      .update(`content-file:${contentId}:${userId}:${expires}`)
      .digest('base64url');
  return {
    sign(contentId: string, userId: string): string {
      const expires = Math.floor((now() + LINK_LIFETIME_MS) / 1000);
      return `${userId}.${expires}.${mac(contentId, userId, expires)}`;
    },
    /** The reader's id when the token is genuine and current for this item, else undefined. */
    verify(contentId: string, token: string): string | undefined {
      const [userId, expiresText, given] = token.split('.');
      const expires = Number(expiresText);
      if (!userId || !given || !Number.isInteger(expires) || expires * 1000 < now()) return;
      const expected = Buffer.from(mac(contentId, userId, expires));
      const actual = Buffer.from(given);
      if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return;
      return userId;
    },
  };
}
export type LinkSigner = ReturnType<typeof createLinkSigner>;
