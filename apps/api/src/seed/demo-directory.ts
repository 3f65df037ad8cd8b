import type { SessionStore } from '../core/auth/sessions.ts';
import sharp from 'sharp';
import { eq, inArray } from 'drizzle-orm';
import {
  DEFAULT_AGENDA_SETTINGS,
  PRIVACY_NOTICE_VERSION,
  searchKey,
  slugOf,
  type AgendaSettings,
  type PracticeModality,
  type StateCode,
} from '@armonia/shared';
import { hashPassword } from '../core/auth/passwords.ts';
import type { Db } from '../core/db/client.ts';
import {
  agendaSettings,
  appointmentHistory,
  appointments,
  blockedPeriods,
  consents,
  ratings,
  tags,
  therapistProfiles,
  therapistTherapies,
  users,
} from '../core/db/schema/index.ts';
import { ensurePatientRecord } from '../core/patient-records.ts';
import { addDays, isoWeekday, localDay, zonedTimeToUtc } from '../core/time.ts';
import { createProfileService } from '../features/profile/profile.service.ts';
import { DEMO_PASSWORD } from './demo-data.ts';

/** The therapies of «Formación en otras terapias» the demo therapists offer. */
export const THERAPIES = [
  'Par biomagnético',
  'Flores de Bach',
  'Homeopatía',
  'Reiki',
  'Aromaterapia',
  'Reflexología podal',
  'Acupuntura',
  'Herbolaria mexicana',
  'Masaje terapéutico',
  'Biodescodificación',
  'Terapia craneosacral',
  'Meditación y mindfulness',
] as const;
type Therapy = (typeof THERAPIES)[number];

interface DemoTherapist {
  email: string;
  /** New accounts carry their names; the two accounts of demo-data.ts already have theirs. */
  account?: { name: string; lastName: string; phone: string; timezone?: string };
  /** Portrait: hair style and a palette index. */
  look: { hair: 'long' | 'short'; tone: number };
  therapies: Therapy[];
  state: StateCode;
  city: string;
  modality: PracticeModality;
  office: string;
  fee: number;
  languages: string[];
  years: number;
  training: string[];
  bio: string;
  verified: boolean;
  publicListed: boolean;
  acceptsNewPatients: boolean;
  agenda?: Partial<AgendaSettings>;
  /** Stars of the opinions patients left (the newest last). */
  opinions: number[];
  /** A week away starting today: no free slot this week. */
  awayThisWeek?: boolean;
  /** Sessions already booked in the coming days (days ahead, hour). */
  booked?: [number, number][];
}

const MORNINGS: AgendaSettings['weeklyHours'] = {
  '1': [{ start: '08:00', end: '13:00' }],
  '2': [{ start: '08:00', end: '13:00' }],
  '3': [{ start: '08:00', end: '13:00' }],
  '4': [{ start: '08:00', end: '13:00' }],
  '5': [{ start: '08:00', end: '13:00' }],
  '6': [],
  '7': [],
};
const AFTERNOONS: AgendaSettings['weeklyHours'] = {
  '1': [{ start: '15:00', end: '20:00' }],
  '2': [{ start: '15:00', end: '20:00' }],
  '3': [],
  '4': [{ start: '15:00', end: '20:00' }],
  '5': [{ start: '15:00', end: '20:00' }],
  '6': [{ start: '09:00', end: '14:00' }],
  '7': [],
};

export const DEMO_THERAPISTS: DemoTherapist[] = [
  {
    email: 'terapeuta@demo.mx',
    look: { hair: 'long', tone: 0 },
    therapies: ['Par biomagnético', 'Flores de Bach'],
    state: 'NLE',
    city: 'San Pedro Garza García',
    modality: 'ambas',
    office: 'Calzada del Valle 400, Col. Del Valle, San Pedro Garza García, N.L.',
    fee: 850,
    languages: ['es-MX', 'en'],
    years: 12,
    training: [
      'Diplomado en Biomagnetismo Médico, Centro de Investigación de Biomagnetismo (2013)',
      'Certificación en Terapia Floral de Bach, Bach Centre, Reino Unido (2016)',
      'Curso de primeros auxilios, Cruz Roja Mexicana (2024)',
    ],
    bio: 'Soy terapeuta en biomagnetismo y flores de Bach desde hace doce años. Acompaño a personas con estrés, cansancio, molestias digestivas y dolores de cabeza recurrentes, siempre como complemento de la atención médica que ya reciben.\n\nEn la primera sesión revisamos tu historia y lo que buscas; después hacemos el rastreo y la aplicación de pares. Atiendo en mi consultorio de San Pedro y también en línea para el seguimiento con flores de Bach.',
    verified: true,
    publicListed: true,
    acceptsNewPatients: true,
    opinions: [],
  },
  {
    email: 'terapeuta2@demo.mx',
    look: { hair: 'short', tone: 2 },
    therapies: ['Homeopatía', 'Herbolaria mexicana'],
    state: 'NLE',
    city: 'Monterrey',
    modality: 'presencial',
    office: 'Av. Eugenio Garza Sada 2501 Sur, Col. Tecnológico, Monterrey, N.L.',
    fee: 700,
    languages: ['es-MX'],
    years: 9,
    training: [
      'Especialidad en Homeopatía, Escuela Libre de Homeopatía de México (2016)',
      'Diplomado en Herbolaria Mexicana, UANL (2019)',
    ],
    bio: 'Practico la homeopatía con un enfoque individual: cada consulta empieza por escucharte con calma, conocer tus hábitos y tu historia. Trabajo de la mano con tu médico y nunca te pediré dejar un tratamiento.\n\nTambién oriento sobre el uso responsable de plantas medicinales mexicanas.',
    verified: true,
    publicListed: true,
    acceptsNewPatients: true,
    opinions: [],
  },
  {
    email: 'monica.zambrano@demo.mx',
    account: { name: 'Mónica', lastName: 'Zambrano Leal', phone: '+52 81 1650 2290' },
    look: { hair: 'long', tone: 1 },
    therapies: ['Reiki', 'Meditación y mindfulness'],
    state: 'NLE',
    city: 'San Nicolás de los Garza',
    modality: 'ambas',
    office: 'Av. Universidad 1200, Col. Anáhuac, San Nicolás de los Garza, N.L.',
    fee: 600,
    languages: ['es-MX'],
    years: 7,
    training: [
      'Maestría en Reiki Usui, Asociación Mexicana de Reiki (2018)',
      'Programa de Reducción de Estrés basado en Mindfulness (MBSR), 8 semanas (2021)',
    ],
    bio: 'Acompaño procesos de relajación y manejo del estrés con reiki y meditación guiada. Mis sesiones son tranquilas, con música suave y sin contacto invasivo.\n\nSi es tu primera vez, te explico paso a paso qué haremos y resolvemos tus dudas antes de empezar.',
    verified: true,
    publicListed: true,
    acceptsNewPatients: true,
    agenda: { weeklyHours: AFTERNOONS, sessionMinutes: 60, bufferMinutes: 15 },
    opinions: [5, 5, 4, 5, 4, 5],
  },
  {
    email: 'hector.garza@demo.mx',
    account: { name: 'Héctor', lastName: 'Garza Montemayor', phone: '+52 81 2231 7745' },
    look: { hair: 'short', tone: 3 },
    therapies: ['Acupuntura', 'Masaje terapéutico'],
    state: 'NLE',
    city: 'Guadalupe',
    modality: 'presencial',
    office: 'Av. Benito Juárez 1510, Centro, Guadalupe, N.L.',
    fee: 750,
    languages: ['es-MX'],
    years: 15,
    training: [
      'Técnico en Acupuntura Humana Rehabilitatoria, IPN (2010)',
      'Masoterapia y rehabilitación deportiva, CONOCER EC0046 (2012)',
    ],
    bio: 'Trabajo con acupuntura y masaje terapéutico para tensión muscular, contracturas y molestias de espalda. Uso agujas estériles desechables y te explico cada punto.\n\nPor ahora mi agenda está llena con mis pacientes actuales; pronto abriré espacios.',
    verified: true,
    publicListed: true,
    acceptsNewPatients: false,
    agenda: { weeklyHours: MORNINGS, sessionMinutes: 45, bufferMinutes: 15 },
    opinions: [5, 4, 5, 5, 3, 4, 5, 5],
  },
  {
    email: 'daniela.cantu@demo.mx',
    account: { name: 'Daniela', lastName: 'Cantú Rosales', phone: '+52 81 3345 0981' },
    look: { hair: 'long', tone: 2 },
    therapies: ['Flores de Bach', 'Aromaterapia'],
    state: 'NLE',
    city: 'Apodaca',
    modality: 'en_linea',
    office: '',
    fee: 500,
    languages: ['es-MX'],
    years: 3,
    training: ['Diplomado en Terapia Floral, Instituto Mexicano de Flores de Bach (2022)'],
    bio: 'Atiendo en línea con flores de Bach y aromaterapia para acompañar etapas de ansiedad, duelo o cambios importantes. Preparo tu fórmula personalizada y te la envío a domicilio en el área metropolitana de Monterrey.',
    verified: false,
    publicListed: true,
    acceptsNewPatients: true,
    agenda: { sessionMinutes: 50, bufferMinutes: 10, autoConfirm: true },
    opinions: [4, 5],
  },
  {
    email: 'ricardo.ibarra@demo.mx',
    account: { name: 'Ricardo', lastName: 'Ibarra Treviño', phone: '+52 81 8123 4567' },
    look: { hair: 'short', tone: 1 },
    therapies: ['Par biomagnético', 'Biodescodificación'],
    state: 'NLE',
    city: 'Santa Catarina',
    modality: 'presencial',
    office: 'Blvd. Gustavo Díaz Ordaz 300, Col. La Fama, Santa Catarina, N.L.',
    fee: 900,
    languages: ['es-MX'],
    years: 10,
    training: [
      'Formación en Biomagnetismo, Instituto de Biomagnetismo del Noreste (2014)',
      'Diplomado en Biodescodificación (2017)',
    ],
    bio: 'Combino el par biomagnético con un espacio de conversación sobre lo que estás viviendo. Atiendo adultos y adolescentes acompañados de su madre, padre o tutor.',
    verified: true,
    publicListed: true,
    acceptsNewPatients: true,
    agenda: { sessionMinutes: 90, bufferMinutes: 15 },
    opinions: [4, 4, 5, 3, 4],
    booked: [
      [1, 9],
      [1, 16],
      [2, 10],
    ],
  },
  {
    email: 'paola.leal@demo.mx',
    account: { name: 'Paola', lastName: 'Leal Guerra', phone: '+52 81 1456 7032' },
    look: { hair: 'long', tone: 4 },
    therapies: ['Reflexología podal', 'Aromaterapia'],
    state: 'NLE',
    city: 'Monterrey',
    modality: 'presencial',
    office: 'Padre Mier 850 Pte., Centro, Monterrey, N.L.',
    fee: 550,
    languages: ['es-MX'],
    years: 6,
    training: ['Reflexología podal, Escuela de Terapias Manuales de Monterrey (2019)'],
    bio: 'Sesiones de reflexología podal con aceites esenciales para relajarte y descansar mejor. Prefiero que mis pacientes me conozcan por recomendación: mi perfil solo aparece dentro de la aplicación.',
    verified: true,
    publicListed: false,
    acceptsNewPatients: true,
    opinions: [5, 5, 5, 4],
  },
  {
    email: 'fernando.elizondo@demo.mx',
    account: { name: 'Fernando', lastName: 'Elizondo Ruiz', phone: '+52 81 2090 6611' },
    look: { hair: 'short', tone: 0 },
    therapies: ['Terapia craneosacral', 'Masaje terapéutico'],
    state: 'NLE',
    city: 'San Pedro Garza García',
    modality: 'ambas',
    office:
      'Av. José Vasconcelos 150 Ote., Col. Residencial San Agustín, San Pedro Garza García, N.L.',
    fee: 1100,
    languages: ['es-MX', 'en'],
    years: 18,
    training: [
      'Terapia craneosacral, Upledger Institute, niveles I y II (2009)',
      'Licenciatura en Fisioterapia, UDEM (2006)',
    ],
    bio: 'Fisioterapeuta de formación, trabajo con terapia craneosacral y masaje terapéutico. En línea doy seguimiento y ejercicios de autocuidado entre sesiones.',
    verified: true,
    publicListed: true,
    acceptsNewPatients: true,
    agenda: { weeklyHours: MORNINGS },
    opinions: [5, 4, 4, 5, 5, 5, 4],
    booked: [
      [0, 11],
      [1, 8],
      [1, 9],
      [1, 10],
      [1, 11],
      [1, 12],
    ],
  },
  {
    email: 'gabriela.sepulveda@demo.mx',
    account: {
      name: 'Gabriela',
      lastName: 'Sepúlveda Ortiz',
      phone: '+52 55 5412 8890',
      timezone: 'America/Mexico_City',
    },
    look: { hair: 'long', tone: 3 },
    therapies: ['Homeopatía', 'Flores de Bach'],
    state: 'CMX',
    city: 'Ciudad de México',
    modality: 'ambas',
    office: 'Av. Álvaro Obregón 120, Col. Roma Norte, Cuauhtémoc, Ciudad de México',
    fee: 1000,
    languages: ['es-MX', 'en'],
    years: 11,
    training: [
      'Médico Homeópata Cirujano y Partero, Escuela Nacional de Medicina y Homeopatía, IPN (2013)',
      'Terapia floral de Bach, nivel avanzado (2018)',
    ],
    bio: 'Atiendo en la colonia Roma y en línea. Mi consulta homeopática dura una hora: revisamos tus síntomas, tu descanso y tu alimentación, y acordamos juntos el seguimiento.',
    verified: true,
    publicListed: true,
    acceptsNewPatients: true,
    opinions: [5, 5, 4, 5],
  },
  {
    email: 'arturo.mendoza@demo.mx',
    account: {
      name: 'Arturo',
      lastName: 'Mendoza Salgado',
      phone: '+52 55 6677 1203',
      timezone: 'America/Mexico_City',
    },
    look: { hair: 'short', tone: 4 },
    therapies: ['Acupuntura', 'Herbolaria mexicana'],
    state: 'CMX',
    city: 'Ciudad de México',
    modality: 'ambas',
    office: 'Av. Coyoacán 1435, Col. Del Valle, Benito Juárez, Ciudad de México',
    fee: 950,
    languages: ['es-MX'],
    years: 4,
    training: ['Acupuntura y moxibustión, Escuela de Medicina Tradicional China (2021)'],
    bio: 'Acupuntor con interés en el bienestar de personas que trabajan muchas horas frente a una computadora. Complemento con infusiones de plantas mexicanas de uso tradicional.',
    verified: false,
    publicListed: true,
    acceptsNewPatients: true,
    agenda: { weeklyHours: AFTERNOONS },
    opinions: [4, 3],
  },
  {
    email: 'veronica.ochoa@demo.mx',
    account: {
      name: 'Verónica',
      lastName: 'Ochoa Navarro',
      phone: '+52 33 3615 4400',
      timezone: 'America/Mexico_City',
    },
    look: { hair: 'long', tone: 0 },
    therapies: ['Biodescodificación', 'Meditación y mindfulness'],
    state: 'JAL',
    city: 'Guadalajara',
    modality: 'en_linea',
    office: '',
    fee: 650,
    languages: ['es-MX', 'en'],
    years: 8,
    training: [
      'Instructora de mindfulness certificada (2019)',
      'Diplomado en Biodescodificación (2016)',
    ],
    bio: 'Sesiones en línea desde Guadalajara para acompañarte en momentos de estrés y cambio. Trabajo con meditación guiada y ejercicios sencillos que puedes practicar en casa.',
    verified: true,
    publicListed: true,
    acceptsNewPatients: true,
    opinions: [5, 4, 5],
  },
  {
    email: 'luis.rangel@demo.mx',
    account: {
      name: 'Luis Alberto',
      lastName: 'Rangel Félix',
      phone: '+52 33 3827 9012',
      timezone: 'America/Mexico_City',
    },
    look: { hair: 'short', tone: 2 },
    therapies: ['Par biomagnético', 'Reiki'],
    state: 'JAL',
    city: 'Guadalajara',
    modality: 'presencial',
    office: 'Av. Chapultepec Sur 480, Col. Americana, Guadalajara, Jal.',
    fee: 800,
    languages: ['es-MX'],
    years: 13,
    training: ['Biomagnetismo y bioenergética (2012)', 'Reiki Usui, nivel maestro (2015)'],
    bio: 'Consultorio en la colonia Americana. Trabajo con par biomagnético y reiki, con sesiones de una hora y seguimiento por mensaje entre consultas.',
    verified: true,
    publicListed: true,
    acceptsNewPatients: true,
    opinions: [5, 4, 4, 5, 5],
  },
  {
    email: 'claudia.benavides@demo.mx',
    account: { name: 'Claudia', lastName: 'Benavides Tamez', phone: '+52 81 1122 9087' },
    look: { hair: 'long', tone: 1 },
    therapies: ['Flores de Bach', 'Meditación y mindfulness'],
    state: 'NLE',
    city: 'Monterrey',
    modality: 'ambas',
    office: 'Río Orinoco 215, Col. Del Valle Oriente, Monterrey, N.L.',
    fee: 700,
    languages: ['es-MX'],
    years: 5,
    training: [
      'Terapia floral de Bach, nivel 2 (2020)',
      'Meditación para el manejo del estrés (2022)',
    ],
    bio: 'Acompaño a adolescentes y adultos con flores de Bach y prácticas de respiración. Esta semana estoy en un curso de actualización; agenda desde la próxima.',
    verified: true,
    publicListed: true,
    acceptsNewPatients: true,
    awayThisWeek: true,
    opinions: [5, 4, 4],
  },
];

/** Patients who left the demo's opinions (accounts without a password: no one signs in). */
export const OPINION_AUTHORS = [
  ['Ana Karen', 'Treviño Salas'],
  ['José Manuel', 'Garza Villarreal'],
  ['Mariana', 'López Cavazos'],
  ['Diego', 'Martínez Leal'],
  ['Fernanda', 'Rodríguez Ibarra'],
  ['Jorge', 'Hernández Saldaña'],
  ['Karla', 'González Rivera'],
  ['Alejandro', 'Pérez Tamez'],
  ['Valeria', 'Sánchez Garza'],
  ['Ricardo', 'Flores Medina'],
] as const;

const COMMENTS: Record<number, string[]> = {
  5: [
    'Me sentí escuchada desde la primera consulta. Explica todo con paciencia.',
    'Muy profesional y puntual. El consultorio es tranquilo y limpio.',
    'Excelente trato; salí mucho más relajado de lo que llegué.',
    'Me dio recomendaciones claras para casa. La recomiendo ampliamente.',
  ],
  4: [
    'Buena experiencia, aunque tuve que esperar unos minutos.',
    'Muy amable. Me hubiera gustado una sesión un poco más larga.',
    'Atenta y clara. El seguimiento por mensaje me ayudó mucho.',
  ],
  3: [
    'La sesión estuvo bien, pero el estacionamiento es complicado.',
    'Correcta, aunque esperaba más explicación sobre el proceso.',
  ],
};

const SKIN = ['#f1c9a5', '#e0ac85', '#c68642', '#a96e4b', '#8d5524'];
const HAIR = ['#2b1b12', '#4a2c1a', '#1d1d1d', '#6b4226', '#3b2a20'];
const CLOTHES = ['#0f766e', '#7c3aed', '#b45309', '#1d4ed8', '#be185d'];
const BACKDROP = [
  ['#ccfbf1', '#99f6e4'],
  ['#ede9fe', '#ddd6fe'],
  ['#fef3c7', '#fde68a'],
  ['#dbeafe', '#bfdbfe'],
  ['#fce7f3', '#fbcfe8'],
];

/** A simple generated portrait (no photo is downloaded): backdrop, shoulders, face and hair. */
export function portraitSvg(look: DemoTherapist['look'], n: number): string {
  const skin = SKIN[look.tone % SKIN.length]!;
  const hair = HAIR[(n + look.tone) % HAIR.length]!;
  const clothes = CLOTHES[n % CLOTHES.length]!;
  const [bgA, bgB] = BACKDROP[n % BACKDROP.length]!;
  const longHair =
    look.hair === 'long'
      ? `<path d="M70 122 C 58 22, 198 22, 186 122 L 194 208 C 160 216, 96 216, 62 208 Z" fill="${hair}"/>`
      : '';
  const fringe =
    look.hair === 'long'
      ? `<path d="M78 120 C 68 28, 188 28, 178 120 C 170 88, 148 74, 120 78 C 100 82, 86 98, 78 120 Z" fill="${hair}"/>`
      : `<path d="M80 110 C 72 34, 184 34, 176 110 C 168 86, 150 76, 128 76 C 106 76, 88 86, 80 110 Z" fill="${hair}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 256 256">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${bgA}"/><stop offset="1" stop-color="${bgB}"/></linearGradient></defs>
  <rect width="256" height="256" fill="url(#bg)"/>
  ${longHair}
  <path d="M26 256 C 34 198, 84 178, 128 178 C 172 178, 222 198, 230 256 Z" fill="${clothes}"/>
  <path d="M104 180 L 128 212 L 152 180 Z" fill="${skin}" opacity="0.9"/>
  <rect x="110" y="138" width="36" height="46" rx="12" fill="${skin}"/>
  <ellipse cx="128" cy="112" rx="46" ry="54" fill="${skin}"/>
  ${fringe}
  <circle cx="110" cy="118" r="4.5" fill="#2b2b2b"/>
  <circle cx="146" cy="118" r="4.5" fill="#2b2b2b"/>
  <path d="M113 142 Q 128 154 143 142" stroke="#8a4b3a" stroke-width="3.5" fill="none" stroke-linecap="round"/>
</svg>`;
}

/** A working day `offset` days from today, Sundays moved to Monday. */
function workday(offset: number, zone: string): string {
  let day = addDays(localDay(new Date(), zone), offset);
  if (isoWeekday(day) === 7) day = addDays(day, offset < 0 ? -1 : 1);
  return day;
}

/**
 * The directory of the demo: thirteen therapists in Nuevo León, Mexico City and Guadalajara with
 * complete profiles, generated portraits, varied hours, bookings and opinions; two not verified,
 * one shown only inside the app, one not taking new patients, one away this week.
 */
export async function seedDemoDirectory(
  db: Db,
  uploadDir: string,
  id: (email: string) => string,
  sessions: SessionStore,
) {
  await db
    .insert(tags)
    .values(THERAPIES.map((name) => ({ name, nameKey: searchKey(name) })))
    .onConflictDoNothing();
  const tagRows = await db
    .select({ id: tags.id, nameKey: tags.nameKey })
    .from(tags)
    .where(inArray(tags.nameKey, THERAPIES.map(searchKey)));
  const tagId = (name: Therapy) => tagRows.find((t) => t.nameKey === searchKey(name))!.id;

  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const fresh = DEMO_THERAPISTS.filter((t) => t.account);
  const created = await db
    .insert(users)
    .values(
      fresh.map((t) => ({
        email: t.email,
        passwordHash,
        role: 'Terapeuta' as const,
        ...t.account!,
      })),
    )
    .returning({ id: users.id, email: users.email, timezone: users.timezone });
  const therapistId = (email: string) => created.find((r) => r.email === email)?.id ?? id(email);
  const zoneOf = (email: string) =>
    created.find((r) => r.email === email)?.timezone ?? 'America/Monterrey';
  await db.insert(agendaSettings).values(
    fresh.map((t) => ({
      therapistId: therapistId(t.email),
      ...DEFAULT_AGENDA_SETTINGS,
      ...t.agenda,
    })),
  );

  const admin = id('admin@demo.mx');
  const profiles = createProfileService({ db, uploadDir, sessions });
  for (const [n, t] of DEMO_THERAPISTS.entries()) {
    const tid = therapistId(t.email);
    const [user] = await db.select().from(users).where(eq(users.id, tid));
    await db.insert(therapistProfiles).values({
      therapistId: tid,
      slug: slugOf(`${user!.name} ${user!.lastName}`),
      bio: t.bio,
      state: t.state,
      city: t.city,
      cityKey: searchKey(t.city),
      modality: t.modality,
      officeAddress: t.office,
      fee: t.fee,
      currency: 'MXN',
      languages: t.languages,
      yearsOfPractice: t.years,
      training: t.training,
      acceptsNewPatients: t.acceptsNewPatients,
      listed: true,
      publicListed: t.publicListed,
      verifiedAt: t.verified ? new Date(Date.now() - (40 + n) * 86_400_000) : null,
      verifiedBy: t.verified ? admin : null,
      verificationNote: t.verified ? 'Cédula y certificados revisados en videollamada.' : '',
    });
    await db
      .insert(therapistTherapies)
      .values(t.therapies.map((name) => ({ therapistId: tid, tagId: tagId(name) })));
    const png = await sharp(Buffer.from(portraitSvg(t.look, n)))
      .png()
      .toBuffer();
    await profiles.uploadPhoto(tid, png);
  }

  // The authors of the opinions: patients of the new therapists, with their consent.
  const authors = await db
    .insert(users)
    .values(
      OPINION_AUTHORS.map(([name, lastName]) => ({
        email: `${searchKey(`${name} ${lastName}`).replace(/ /g, '.')}@correo.mx`,
        role: 'Paciente' as const,
        name,
        lastName,
      })),
    )
    .returning({ id: users.id });
  await db.insert(consents).values(
    authors.map((a) => ({
      userId: a.id,
      kind: 'aviso_privacidad',
      version: PRIVACY_NOTICE_VERSION,
    })),
  );

  let k = 0;
  for (const t of fresh) {
    const tid = therapistId(t.email);
    const zone = zoneOf(t.email);
    const hour = (day: string, h: number) => zonedTimeToUtc(day, h * 60, zone);
    const minutes = t.agenda?.sessionMinutes ?? DEFAULT_AGENDA_SETTINGS.sessionMinutes;
    // Each appointment goes to the next author, who becomes a patient of the therapist, and lasts
    // the therapist's session, at their office.
    const nextAuthor = async () => {
      const author = authors[k++ % authors.length]!;
      return { author, record: await ensurePatientRecord(db, tid, author.id) };
    };
    const appointment = (patientId: string, start: Date) => ({
      therapistId: tid,
      patientId,
      startsAt: start,
      endsAt: new Date(start.getTime() + minutes * 60_000),
      location: t.office,
      createdBy: tid,
    });
    // Opinions are older than the demo's other ones, so the recent lists keep theirs on top.
    for (const [i, stars] of t.opinions.entries()) {
      const { author, record } = await nextAuthor();
      const start = hour(workday(-30 - 12 * (t.opinions.length - i), zone), 10);
      const [a] = await db
        .insert(appointments)
        .values({
          ...appointment(record.id, start),
          status: 'completada',
          modality: t.modality === 'en_linea' ? 'en_linea' : 'presencial',
          reason: 'Consulta',
          createdAt: new Date(start.getTime() - 7 * 86_400_000),
        })
        .returning({ id: appointments.id });
      await db.insert(appointmentHistory).values({
        appointmentId: a!.id,
        actorId: tid,
        action: 'completada',
        fromStatus: 'confirmada',
        toStatus: 'completada',
        at: new Date(start.getTime() + 3_600_000),
      });
      const pool = COMMENTS[stars] ?? COMMENTS[4]!;
      await db.insert(ratings).values({
        appointmentId: a!.id,
        therapistId: tid,
        authorId: author.id,
        stars,
        comment: pool[k % pool.length]!,
        createdAt: new Date(start.getTime() + 86_400_000),
      });
    }
    for (const [ahead, h] of t.booked ?? []) {
      const { record } = await nextAuthor();
      const start = hour(workday(ahead, zone), h);
      if (start.getTime() < Date.now()) continue;
      await db.insert(appointments).values({
        ...appointment(record.id, start),
        status: 'confirmada',
        modality: 'presencial',
        reason: 'Seguimiento',
      });
    }
    if (t.awayThisWeek) {
      const today = localDay(new Date(), zone);
      const nextMonday = addDays(today, 8 - isoWeekday(today));
      await db.insert(blockedPeriods).values({
        therapistId: tid,
        startsAt: zonedTimeToUtc(today, 0, zone),
        endsAt: zonedTimeToUtc(nextMonday, 0, zone),
        reason: 'Curso de actualización',
      });
    }
  }
}
