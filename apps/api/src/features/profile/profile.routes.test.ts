import { beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { injectAs, link, multipartFile, type TestUser } from '../../testing/helper.ts';
import { appWithUsers } from '../../testing/test-app.ts';

const { app, patient, therapist, stranger } = await appWithUsers({
  patient: 'Paciente',
  therapist: 'Terapeuta',
  stranger: 'Paciente',
});

beforeAll(async () => {
  await link(app, therapist.id, patient.id);
});

const upload = (u: TestUser, field: string, filename: string, type: string, content: Buffer) =>
  injectAs(app, u.token, {
    method: 'POST',
    url: '/api/v1/files/upload-profile-image',
    ...multipartFile(field, filename, type, content),
  });

async function jpegWithExif() {
  return sharp({
    create: { width: 800, height: 600, channels: 3, background: { r: 15, g: 118, b: 110 } },
  })
    .jpeg()
    .withMetadata({ exif: { IFD0: { Copyright: 'Secreto GPS 25.67,-100.31' } } })
    .toBuffer();
}

describe('profile photo', () => {
  it('a real JPEG is re-encoded to 256 px WebP without metadata and the version goes up', async () => {
    const res = await upload(patient, 'file', 'yo.jpg', 'image/jpeg', await jpegWithExif());
    expect(res.statusCode).toBe(200);
    expect(res.json().data.photoVersion).toBe(1);

    const image = await injectAs(app, patient.token, {
      method: 'GET',
      url: '/api/v1/files/get-profile-image',
    });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    const meta = await sharp(image.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 256, height: 256 });
    expect(meta.exif).toBeUndefined();
    expect(image.rawPayload.includes(Buffer.from('Secreto GPS'))).toBe(false);
  });

  it('a PNG and a WebP are accepted too; the 64 px avatar exists', async () => {
    const png = await sharp({
      create: { width: 90, height: 120, channels: 4, background: '#ccfbf1' },
    })
      .png()
      .toBuffer();
    expect((await upload(therapist, 'file', 'foto.png', 'image/png', png)).statusCode).toBe(200);
    const webp = await sharp(png).webp().toBuffer();
    const again = await upload(therapist, 'file', 'foto.webp', 'image/webp', webp);
    expect(again.json().data.photoVersion).toBe(2);
    const small = await injectAs(app, patient.token, {
      method: 'GET',
      url: `/api/v1/files/avatar/${therapist.id}?size=64`,
    });
    expect(small.statusCode).toBe(200);
    expect((await sharp(small.rawPayload).metadata()).width).toBe(64);
    expect(small.headers['cache-control']).toContain('max-age');
  });

  it('bytes that are not an image are refused whatever their name or type; nothing stored', async () => {
    const res = await upload(
      stranger,
      'file',
      'foto.png',
      'image/png',
      Buffer.from('<?php echo "hola"; ?>'),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('El archivo no es una imagen JPEG, PNG o WebP válida.');
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    expect((await upload(stranger, 'file', 'a.gif', 'image/gif', gif)).statusCode).toBe(400);
    const mine = await injectAs(app, stranger.token, {
      method: 'GET',
      url: '/api/v1/files/get-profile-image',
    });
    expect(mine.statusCode).toBe(404);
  });

  it('a file over 5 MB or in another field is refused in Spanish', async () => {
    const big = await upload(
      stranger,
      'file',
      'grande.jpg',
      'image/jpeg',
      Buffer.alloc(5 * 1024 * 1024 + 10, 1),
    );
    expect(big.statusCode).toBe(400);
    expect(big.json().message).toBe('La foto no puede pesar más de 5 MB.');
    const wrongField = await upload(stranger, 'foto', 'a.jpg', 'image/jpeg', await jpegWithExif());
    expect(wrongField.statusCode).toBe(400);
  });

  it('a patient’s photo is seen by a linked therapist, not by another patient', async () => {
    const ok = await injectAs(app, therapist.token, {
      method: 'GET',
      url: `/api/v1/files/avatar/${patient.id}`,
    });
    expect(ok.statusCode).toBe(200);
    const no = await injectAs(app, stranger.token, {
      method: 'GET',
      url: `/api/v1/files/avatar/${patient.id}`,
    });
    expect(no.statusCode).toBe(404);
  });
});

describe('profile data', () => {
  it('edits own data with validation; markup is kept as text', async () => {
    const bad = await injectAs(app, patient.token, {
      method: 'PUT',
      url: '/api/v1/user/profile',
      payload: { name: '', lastName: 'x', phone: 'abc', timezone: 'Europe/Madrid' },
    });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['name', 'phone', 'timezone']);
    const good = await injectAs(app, patient.token, {
      method: 'PUT',
      url: '/api/v1/user/profile',
      payload: {
        name: 'Sofía <i>',
        lastName: 'Martínez',
        phone: '+52 81 1111 2222',
        timezone: 'America/Cancun',
      },
    });
    expect(good.statusCode).toBe(200);
    expect(good.json().data).toMatchObject({
      name: 'Sofía <i>',
      userName: 'Sofía <i> Martínez',
      timezone: 'America/Cancun',
    });
  });
});
