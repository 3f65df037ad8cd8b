import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { PATIENT_TEXTS, PRIVACY_NOTICE_VERSION } from '@armonia/shared';
import { patients, therapistPatients, users } from '../../core/db/schema.ts';
import { auditOf, createUser, login, mailsTo } from '../../testing/helper.ts';
import { appWithUsers } from '../../testing/test-app.ts';
import { call, createPatient, insertAppointment } from './patients.test-helpers.ts';

const { app, therapist, other, admin } = await appWithUsers({
  therapist: { role: 'Terapeuta', name: 'Alejandra' },
  other: { role: 'Terapeuta', name: 'Jorge' },
  admin: { role: 'Super-Admin', name: 'Mariana' },
});

describe('patient records', () => {
  it('when a therapist creates a patient with consent, then the consent is recorded', async () => {
    const res = await call(app, therapist, 'POST', '/patients', {
      name: 'María José',
      lastName: 'Núñez Peña',
      email: 'MAJO@correo.mx',
      phone: '81 1234 5678',
      birthDate: '1990-04-12',
      sex: 'femenino',
      curp: 'nupm900412mnlxxr09',
      consent: true,
      clinical: { antecedentes: 'Migraña', allergies: 'Penicilina', medication: '' },
    });
    expect(res.statusCode).toBe(201);
    const p = res.json().data;
    expect(p).toMatchObject({
      name: 'María José',
      email: 'majo@correo.mx',
      curp: 'NUPM900412MNLXXR09',
      portal: 'sin_cuenta',
      active: true,
      clinical: { antecedentes: 'Migraña', allergies: 'Penicilina', medication: '' },
      consent: { given: true, version: PRIVACY_NOTICE_VERSION },
    });
    const [row] = await app.deps.db.select().from(patients).where(eq(patients.id, p.id));
    expect(row!.consentBy).toBe(therapist.id);
    const [entry] = await auditOf(app, p.id);
    expect(entry).toMatchObject({ action: 'crear', entity: 'patient', actorId: therapist.id });
    expect(JSON.stringify(entry!.details)).not.toMatch(/Migraña|Penicilina/);
  });

  it('when clinical history comes without consent, then it is refused in Spanish', async () => {
    const res = await call(app, therapist, 'POST', '/patients', {
      name: 'Luis',
      lastName: 'Pérez',
      clinical: { antecedentes: 'Diabetes' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(PATIENT_TEXTS.noConsent);
    expect(res.json().errors).toContainEqual({
      field: 'clinical.antecedentes',
      message: PATIENT_TEXTS.noConsent,
    });
  });

  it('when the body is bad, then each field says what is wrong in Spanish', async () => {
    const res = await call(app, therapist, 'POST', '/patients', {
      name: '',
      email: 'no-es-correo',
      curp: 'XYZ',
      birthDate: '2999-01-01',
    });
    expect(res.statusCode).toBe(400);
    const errors = res.json().errors as { field: string; message: string }[];
    const by = Object.fromEntries(errors.map((e) => [e.field, e.message]));
    expect(by.name).toBe('Escribe el nombre.');
    expect(by.lastName).toBe('Escribe los apellidos.');
    expect(by.curp).toBe('La CURP no tiene un formato válido.');
    expect(by.birthDate).toBe('La fecha de nacimiento no puede ser futura.');
    expect(by.email).toMatch(/correo/);
  });

  it('when the e-mail is already one of my patients, then 409', async () => {
    await createPatient(app, therapist, {
      name: 'Rosa',
      lastName: 'Aguilar',
      email: 'rosa@correo.mx',
    });
    const res = await call(app, therapist, 'POST', '/patients', {
      name: 'Rosa',
      lastName: 'Otra',
      email: 'rosa@correo.mx',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(PATIENT_TEXTS.emailTaken);
    // Another therapist may keep a record of the same person.
    expect(
      (
        await call(app, other, 'POST', '/patients', {
          name: 'Rosa',
          lastName: 'A',
          email: 'rosa@correo.mx',
        })
      ).statusCode,
    ).toBe(201);
  });

  it('the list is mine only, ordered by last name, searchable without accents and with typos', async () => {
    await createPatient(app, therapist, { name: 'Óscar', lastName: 'Zúñiga' });
    await createPatient(app, other, { name: 'Óscar', lastName: 'Ajeno' });
    const all = (await call(app, therapist, 'GET', '/patients?pageSize=100')).json().data;
    const lastNames = all.items.map((p: { lastName: string }) => p.lastName);
    expect(lastNames).not.toContain('Ajeno');
    expect(lastNames).toEqual([...lastNames].sort((a, b) => a.localeCompare(b, 'es')));
    const found = (await call(app, therapist, 'GET', '/patients?search=zuniga%20OSCAR')).json()
      .data;
    expect(found.items.map((p: { lastName: string }) => p.lastName)).toEqual(['Zúñiga']);
    const typo = (await call(app, therapist, 'GET', '/patients?search=zuñigga')).json().data;
    expect(typo.items.map((p: { lastName: string }) => p.lastName)).toContain('Zúñiga');
    const none = (await call(app, therapist, 'GET', '/patients?search=qwxyz')).json().data;
    expect(none).toMatchObject({ items: [], total: 0 });
    const paged = (await call(app, therapist, 'GET', '/patients?pageSize=1&page=2')).json().data;
    expect(paged).toMatchObject({ page: 2, pageSize: 1, total: all.total });
    expect(paged.items).toHaveLength(1);
  });

  it('the list carries the next and the last appointment of each patient', async () => {
    const p = await createPatient(app, therapist, { name: 'Citas', lastName: 'Conocidas' });
    await insertAppointment(app, therapist.id, p.id, { status: 'completada', daysFromNow: -3 });
    await insertAppointment(app, therapist.id, p.id, { status: 'confirmada', daysFromNow: 30 });
    await insertAppointment(app, therapist.id, p.id, { status: 'cancelada', daysFromNow: 60 });
    const list = (await call(app, therapist, 'GET', '/patients?search=conocidas')).json().data;
    const item = list.items[0];
    expect(new Date(item.lastAppointmentAt).getTime()).toBeLessThan(Date.now());
    const next = new Date(item.nextAppointmentAt).getTime() - Date.now();
    expect(next).toBeGreaterThan(20 * 86_400_000);
    expect(next).toBeLessThan(40 * 86_400_000);
  });

  it('reading and editing a record are audited; consent is kept from the first time', async () => {
    const p = await createPatient(app, therapist, { name: 'Elena', lastName: 'Ríos' });
    expect((await call(app, therapist, 'GET', `/patients/${p.id}`)).statusCode).toBe(200);
    expect((await auditOf(app, p.id))[0]).toMatchObject({ action: 'leer', entity: 'patient' });
    const body = {
      name: 'Elena',
      lastName: 'Ríos',
      consent: true,
      clinical: { allergies: 'Polen' },
    };
    const first = (await call(app, therapist, 'PUT', `/patients/${p.id}`, body)).json().data;
    expect(first.consent.given).toBe(true);
    expect(first.clinical.allergies).toBe('Polen');
    const second = (
      await call(app, therapist, 'PUT', `/patients/${p.id}`, { ...body, occupation: 'Docente' })
    ).json().data;
    expect(second.consent.at).toBe(first.consent.at);
    expect(second.occupation).toBe('Docente');
    const actions = (await auditOf(app, p.id)).map((r) => r.action);
    expect(actions.slice(0, 3)).toEqual(['modificar', 'modificar', 'leer']);
    for (const r of await auditOf(app, p.id))
      expect(JSON.stringify(r.details ?? {})).not.toMatch(/Polen/);
  });

  it('deactivating hides the patient from the list without deleting; reactivating brings it back', async () => {
    const p = await createPatient(app, therapist, { name: 'Baja', lastName: 'Temporal' });
    const off = await call(app, therapist, 'POST', `/patients/${p.id}/deactivate`);
    expect(off.json().data.active).toBe(false);
    const list = (await call(app, therapist, 'GET', '/patients?search=temporal')).json().data;
    expect(list.total).toBe(0);
    const withInactive = (
      await call(app, therapist, 'GET', '/patients?search=temporal&includeInactive=true')
    ).json().data;
    expect(withInactive.total).toBe(1);
    expect((await call(app, therapist, 'GET', `/patients/${p.id}`)).statusCode).toBe(200);
    const on = await call(app, therapist, 'POST', `/patients/${p.id}/reactivate`);
    expect(on.json().data.active).toBe(true);
    expect((await auditOf(app, p.id)).map((r) => r.action)).toContain('baja');
  });
});

describe('portal invitation', () => {
  it('creates the account, the link and a mail whose link sets the password', async () => {
    const p = await createPatient(app, therapist, {
      name: 'Sofía',
      lastName: 'Méndez',
      email: 'sofia.mendez@correo.mx',
    });
    const res = await call(app, therapist, 'POST', `/patients/${p.id}/invite`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      outcome: 'invitado',
      patient: { portal: 'invitado', portalEmail: 'sofia.mendez@correo.mx' },
    });
    const account = await app.deps.db.query.users.findFirst({
      where: eq(users.email, 'sofia.mendez@correo.mx'),
    });
    expect(account).toMatchObject({ role: 'Paciente', passwordHash: null, name: 'Sofía' });
    expect(res.json().data.patient.userId).toBe(account!.id);
    const links = await app.deps.db
      .select()
      .from(therapistPatients)
      .where(
        and(
          eq(therapistPatients.therapistId, therapist.id),
          eq(therapistPatients.patientId, account!.id),
        ),
      );
    expect(links).toHaveLength(1);
    const [mail] = await mailsTo(app, 'sofia.mendez@correo.mx');
    const token = /recuperar-contrasena\?token=([\w-]+)/.exec(mail!.text)![1]!;
    expect(mail!.text).toContain('http://localhost:3000/recuperar-contrasena?token=');

    const reset = await call(app, undefined, 'POST', '/user/reset-password', {
      token,
      password: 'Armonia-Portal-77',
      confirmPassword: 'Armonia-Portal-77',
    });
    expect(reset.statusCode).toBe(200);
    expect(await login(app, 'sofia.mendez@correo.mx', 'Armonia-Portal-77')).toBeTruthy();
    const after = (await call(app, therapist, 'GET', `/patients/${p.id}`)).json().data;
    expect(after.portal).toBe('activo');
    const again = await call(app, therapist, 'POST', `/patients/${p.id}/invite`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(PATIENT_TEXTS.alreadyInvited);
    expect((await auditOf(app, p.id)).map((r) => r.action)).toContain('invitar');
  });

  it('links an existing patient account instead of creating another', async () => {
    const existing = await createUser(app, 'Paciente', { email: 'ya.tengo@correo.mx' });
    const p = await createPatient(app, therapist, {
      name: 'Ya',
      lastName: 'Tengo',
      email: 'ya.tengo@correo.mx',
    });
    const res = await call(app, therapist, 'POST', `/patients/${p.id}/invite`);
    expect(res.json().data).toMatchObject({
      outcome: 'vinculado',
      message: PATIENT_TEXTS.linked,
      patient: { userId: existing.id, portal: 'activo' },
    });
    const count = await app.deps.db
      .select()
      .from(users)
      .where(eq(users.email, 'ya.tengo@correo.mx'));
    expect(count).toHaveLength(1);
  });

  it('refuses a staff e-mail, a record without e-mail, and another therapist’s record', async () => {
    const staff = await createPatient(app, therapist, {
      name: 'Staff',
      lastName: 'Mail',
      email: admin.email,
    });
    const s = await call(app, therapist, 'POST', `/patients/${staff.id}/invite`);
    expect(s.statusCode).toBe(409);
    expect(s.json().message).toBe(PATIENT_TEXTS.emailBelongsToStaff);
    const noMail = await createPatient(app, therapist, { name: 'Sin', lastName: 'Correo' });
    const n = await call(app, therapist, 'POST', `/patients/${noMail.id}/invite`);
    expect(n.statusCode).toBe(400);
    expect(n.json().message).toBe(PATIENT_TEXTS.needsEmail);
    const foreign = await call(app, other, 'POST', `/patients/${noMail.id}/invite`);
    expect(foreign.statusCode).toBe(404);
  });
});
