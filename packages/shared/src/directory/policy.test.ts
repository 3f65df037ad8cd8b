import { describe, expect, it } from 'vitest';
import {
  isListed,
  LISTING_RULE,
  mayBookThroughDirectory,
  mayEditProfile,
  mayAdminister,
  type BookingFacts,
} from './policy.ts';
import { placeOf, urlKeyOfField } from './constants.ts';
import { slugOf } from './schemas.ts';

const patient = { id: 'p', role: 'Paciente' as const };
const therapist = { id: 't', role: 'Terapeuta' as const };
const admin = { id: 'a', role: 'Super-Admin' as const };
const open: BookingFacts = {
  active: true,
  listed: true,
  publicListed: false,
  directoryModule: true,
  acceptsNewPatients: true,
};

describe('the listing rule', () => {
  it('the app lists active therapists who show their profile; the public site those who opted in', () => {
    expect(isListed(open, 'app')).toBe(true);
    expect(isListed(open, 'public')).toBe(false);
    expect(isListed({ ...open, publicListed: true }, 'public')).toBe(true);
    expect(isListed({ ...open, active: false }, 'app')).toBe(false);
    expect(isListed({ ...open, listed: false, publicListed: true }, 'public')).toBe(false);
  });

  it('a therapist refused the directory module is listed nowhere', () => {
    expect(isListed({ ...open, directoryModule: false }, 'app')).toBe(false);
    expect(isListed({ ...open, publicListed: true, directoryModule: false }, 'public')).toBe(false);
  });

  it('the public rule holds every condition of the app rule', () => {
    expect(LISTING_RULE.app.every((f) => LISTING_RULE.public.includes(f))).toBe(true);
  });
});

describe('booking through the directory', () => {
  it('a linked patient books as before, whatever the profile says', () => {
    expect(mayBookThroughDirectory(patient, undefined, true)).toEqual({
      ok: true,
      firstBooking: false,
    });
  });

  it('a new patient books a listed therapist who takes new patients: a first booking', () => {
    expect(mayBookThroughDirectory(patient, open, false)).toEqual({ ok: true, firstBooking: true });
    expect(
      mayBookThroughDirectory(patient, { ...open, acceptsNewPatients: false }, false),
    ).toMatchObject({ ok: false, status: 409 });
    expect(mayBookThroughDirectory(patient, { ...open, listed: false }, false)).toMatchObject({
      ok: false,
      status: 404,
    });
    expect(mayBookThroughDirectory(patient, undefined, false)).toMatchObject({
      ok: false,
      status: 404,
    });
  });

  it('only patients book', () => {
    expect(mayBookThroughDirectory(therapist, open, false)).toMatchObject({
      ok: false,
      status: 403,
    });
  });
});

describe('editing and verifying', () => {
  it('the owner or Super-Admin edits; another therapist finds nothing; a patient may not', () => {
    expect(mayEditProfile(therapist, 't').ok).toBe(true);
    expect(mayEditProfile(admin, 't').ok).toBe(true);
    expect(mayEditProfile(therapist, 'x')).toMatchObject({ ok: false, status: 404 });
    expect(mayEditProfile(patient, 't')).toMatchObject({ ok: false, status: 403 });
  });

  it('only Super-Admin verifies', () => {
    expect(mayAdminister(admin).ok).toBe(true);
    expect(mayAdminister(therapist).ok).toBe(false);
  });
});

describe('what profiles say', () => {
  it('a city that is its state is said once', () => {
    expect(placeOf('Ciudad de México', 'CMX')).toBe('Ciudad de México');
    expect(placeOf('Apodaca', 'NLE')).toBe('Apodaca, Nuevo León');
  });

  it('slugs read like the name', () => {
    expect(slugOf('Alejandra Villarreal Cantú')).toBe('alejandra-villarreal-cantu');
    expect(slugOf('  María José  Núñez-Peña ')).toBe('maria-jose-nunez-pena');
    expect(slugOf('***')).toBe('terapeuta');
  });

  it('a refused API field names its URL parameter', () => {
    expect(urlKeyOfField('minRating')).toBe('calificacion');
    expect(urlKeyOfField('body')).toBeUndefined();
  });
});
