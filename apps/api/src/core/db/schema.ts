import { sql } from 'drizzle-orm';
import {
  bigserial,
  date,
  boolean,
  check,
  index,
  inet,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, ref, updatedAt } from './schema/columns.ts';

export const users = pgTable(
  'users',
  {
    id: id(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    role: text('role', { enum: ['Terapeuta', 'Paciente', 'Super-Admin'] }).notNull(),
    name: text('name').notNull(),
    lastName: text('last_name').notNull().default(''),
    phone: text('phone').notNull().default(''),
    active: boolean('active').notNull().default(true),
    /** IANA zone the user's dates are shown in. */
    timezone: text('timezone').notNull().default('America/Monterrey'),
    /** Bumped on every new photo (cache busting); null while there is none. */
    photoVersion: integer('photo_version'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    index('users_role_idx').on(t.role, t.active),
    check('users_role_check', sql`${t.role} in ('Terapeuta', 'Paciente', 'Super-Admin')`),
    check('users_email_lower_check', sql`${t.email} = lower(${t.email})`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    userId: ref('user_id', () => users.id, 'cascade'),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ip: inet('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_key').on(t.tokenHash),
    index('sessions_user_idx').on(t.userId),
  ],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    id: id(),
    userId: ref('user_id', () => users.id, 'cascade'),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('password_resets_token_hash_key').on(t.tokenHash),
    index('password_resets_user_idx').on(t.userId),
  ],
);

/** Key/value settings of the public site (footer contact data, social links). */
export const siteSettings = pgTable('site_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: updatedAt(),
});

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    topic: text('topic').notNull(),
    message: text('message').notNull(),
    ip: inet('ip'),
    createdAt: createdAt(),
    /** When an administrator marked it handled (null: still to answer), and who. */
    handledAt: timestamp('handled_at', { withTimezone: true }),
    handledBy: uuid('handled_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('contact_messages_created_idx').on(t.createdAt),
    index('contact_messages_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.handledAt} is null`),
  ],
);

/** Express consents under the LFPDPPP: who, when, which version of the notice. */
export const consents = pgTable(
  'consents',
  {
    id: id(),
    userId: ref('user_id', () => users.id, 'cascade'),
    kind: text('kind').notNull(),
    version: text('version').notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ip: inet('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [index('consents_user_idx').on(t.userId, t.kind)],
);

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /** pendiente, enviado, registrado (no SMTP configured: kept here and logged) or error. */
    status: text('status').notNull().default('pendiente'),
    /** Files sent with the mail (an appointment's .ics): [{filename, contentType, content}]. */
    attachments: jsonb('attachments'),
    error: text('error'),
    /** SMTP deliveries tried so far; a failed one is tried again later, up to a limit. */
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('mail_outbox_status_idx').on(t.status, t.createdAt)],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    ip: inet('ip'),
    details: jsonb('details'),
  },
  (t) => [
    index('audit_log_entity_idx').on(t.entity, t.entityId),
    index('audit_log_actor_idx').on(t.actorId, t.at),
  ],
);

/**
 * A therapist and a patient who may talk and book with each other. Created by a patient record
 * or an appointment; the patients feature manages it.
 */
export const therapistPatients = pgTable(
  'therapist_patients',
  {
    therapistId: ref('therapist_id', () => users.id, 'cascade'),
    patientId: ref('patient_id', () => users.id, 'cascade'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.therapistId, t.patientId] }),
    index('therapist_patients_patient_idx').on(t.patientId),
  ],
);

export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: ref('user_id', () => users.id, 'cascade'),
    message: text('message').notNull(),
    /** Where a click on the notification leads (a path of the app). */
    link: text('link'),
    /** "pendiente" is unread; anything else is read (spec section 3). */
    status: text('status').notNull().default('pendiente'),
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    index('notifications_user_created_idx').on(t.userId, t.createdAt.desc()),
    index('notifications_user_pending_idx')
      .on(t.userId)
      .where(sql`${t.status} = 'pendiente'`),
  ],
);

/** One conversation per pair of users; `userLow` < `userHigh` keeps the pair unique. */
export const conversations = pgTable(
  'conversations',
  {
    id: id(),
    userLow: ref('user_low', () => users.id, 'cascade'),
    userHigh: ref('user_high', () => users.id, 'cascade'),
    createdAt: createdAt(),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('conversations_pair_key').on(t.userLow, t.userHigh),
    index('conversations_high_idx').on(t.userHigh, t.lastMessageAt.desc()),
    index('conversations_low_idx').on(t.userLow, t.lastMessageAt.desc()),
    check('conversations_order_check', sql`${t.userLow} < ${t.userHigh}`),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: id(),
    conversationId: ref('conversation_id', () => conversations.id, 'cascade'),
    senderId: ref('sender_id', () => users.id, 'cascade'),
    content: text('content').notNull(),
    createdAt: createdAt(),
    /** The sender's idempotency key: a message sent again (a retry) is stored once. */
    clientKey: text('client_key'),
  },
  (t) => [
    index('messages_conversation_created_idx').on(t.conversationId, t.createdAt),
    uniqueIndex('messages_sender_key').on(t.senderId, t.clientKey),
  ],
);

/** Up to when each participant has read a conversation. */
export const conversationReads = pgTable(
  'conversation_reads',
  {
    conversationId: ref('conversation_id', () => conversations.id, 'cascade'),
    userId: ref('user_id', () => users.id, 'cascade'),
    lastReadAt: timestamp('last_read_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.conversationId, t.userId] })],
);

/** The columns of each level above the registers: catalogue, group and subgroup. */
const catalogueLevel = () => ({
  name: text('name').notNull(),
  /** The name as search compares it; unique, so "Órganos" and "organos" are one catalogue. */
  nameKey: text('name_key').notNull(),
  description: text('description').notNull().default(''),
  createdAt: createdAt(),
});

/** General catalogues (`elementCatalog`): catalogue -> group -> subgroup -> register. */
export const catalogs = pgTable(
  'catalogs',
  {
    id: id(),
    ...catalogueLevel(),
  },
  (t) => [uniqueIndex('catalogs_name_key').on(t.nameKey)],
);

export const catalogGroups = pgTable(
  'catalog_groups',
  {
    id: id(),
    catalogId: ref('catalog_id', () => catalogs.id, 'restrict'),
    ...catalogueLevel(),
  },
  (t) => [uniqueIndex('catalog_groups_name_key').on(t.catalogId, t.nameKey)],
);

export const catalogSubgroups = pgTable(
  'catalog_subgroups',
  {
    id: id(),
    groupId: ref('group_id', () => catalogGroups.id, 'restrict'),
    ...catalogueLevel(),
  },
  (t) => [uniqueIndex('catalog_subgroups_name_key').on(t.groupId, t.nameKey)],
);

export const catalogRegisters = pgTable(
  'catalog_registers',
  {
    id: id(),
    catalogId: ref('catalog_id', () => catalogs.id, 'restrict'),
    groupId: uuid('group_id').references(() => catalogGroups.id, { onDelete: 'restrict' }),
    subgroupId: uuid('subgroup_id').references(() => catalogSubgroups.id, { onDelete: 'restrict' }),
    /** Null: a global register of the administration; otherwise the therapist who owns it. */
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    nameKey: text('name_key').notNull(),
    description: text('description').notNull().default(''),
    attributes: jsonb('attributes').notNull().default({}),
    /** Name, description and attributes as search compares them (see `searchKey`). */
    searchText: text('search_text').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('catalog_registers_name_key')
      .on(t.catalogId, t.groupId, t.subgroupId, t.ownerId, t.nameKey)
      .nullsNotDistinct(),
    index('catalog_registers_place_idx').on(t.catalogId, t.groupId, t.subgroupId, t.nameKey),
    index('catalog_registers_owner_idx').on(t.ownerId),
    index('catalog_registers_name_idx').on(t.nameKey),
    index('catalog_registers_search_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);

export const tags = pgTable(
  'tags',
  {
    id: id(),
    name: text('name').notNull(),
    nameKey: text('name_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('tags_name_key').on(t.nameKey)],
);

export const registerTags = pgTable(
  'register_tags',
  {
    registerId: ref('register_id', () => catalogRegisters.id, 'cascade'),
    tagId: ref('tag_id', () => tags.id, 'cascade'),
  },
  (t) => [
    primaryKey({ columns: [t.registerId, t.tagId] }),
    index('register_tags_tag_idx').on(t.tagId),
  ],
);

/** Items of the declarative lists (packages/shared lists/definitions.ts), one table for all. */
export const listItems = pgTable(
  'list_items',
  {
    id: id(),
    listKey: text('list_key').notNull(),
    data: jsonb('data').notNull(),
    /** The unique field's value as search compares it. */
    uniqueKey: text('unique_key').notNull(),
    searchText: text('search_text').notNull(),
    position: integer('position').notNull().default(0),
    /** Bumped on every new image, for lists that have one per item; null while there is none. */
    imageVersion: integer('image_version'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('list_items_unique_key').on(t.listKey, t.uniqueKey),
    index('list_items_position_idx').on(t.listKey, t.position),
    index('list_items_search_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);

/** Availability and booking policies of a therapist; defaults apply while there is no row. */
export const agendaSettings = pgTable('agenda_settings', {
  therapistId: uuid('therapist_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Ranges per ISO weekday in the therapist's zone: {"1":[{"start":"09:00","end":"14:00"}],…}. */
  weeklyHours: jsonb('weekly_hours').notNull(),
  sessionMinutes: integer('session_minutes').notNull(),
  bufferMinutes: integer('buffer_minutes').notNull(),
  /** Sessions start on this grid of the day (minutes past midnight divisible by it). */
  slotIntervalMinutes: integer('slot_interval_minutes').notNull().default(30),
  minBookingNoticeHours: integer('min_booking_notice_hours').notNull(),
  cancelNoticeHours: integer('cancel_notice_hours').notNull(),
  maxReschedules: integer('max_reschedules').notNull(),
  autoConfirm: boolean('auto_confirm').notNull(),
  updatedAt: updatedAt(),
});

/** Vacations and other periods a therapist does not see patients. */
export const blockedPeriods = pgTable(
  'blocked_periods',
  {
    id: id(),
    therapistId: ref('therapist_id', () => users.id, 'cascade'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    reason: text('reason').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('blocked_periods_therapist_idx').on(t.therapistId, t.endsAt),
    check('blocked_periods_order_check', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

/**
 * A therapist's record of a patient. The patient may or may not have a portal account
 * (`userId`); clinical records are never deleted, only deactivated.
 */
export const patients = pgTable(
  'patients',
  {
    id: id(),
    therapistId: ref('therapist_id', () => users.id, 'restrict'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    lastName: text('last_name').notNull(),
    birthDate: date('birth_date', { mode: 'string' }),
    sex: text('sex').notNull().default('no_especificado'),
    phone: text('phone').notNull().default(''),
    email: text('email').notNull().default(''),
    address: text('address').notNull().default(''),
    occupation: text('occupation').notNull().default(''),
    curp: text('curp').notNull().default(''),
    antecedentes: text('antecedentes').notNull().default(''),
    allergies: text('allergies').notNull().default(''),
    medication: text('medication').notNull().default(''),
    consentAt: timestamp('consent_at', { withTimezone: true }),
    consentVersion: text('consent_version'),
    consentBy: uuid('consent_by').references(() => users.id, { onDelete: 'set null' }),
    active: boolean('active').notNull().default(true),
    /**
     * Cancellation (ARCO) of the patient's data: from then on the record is blocked (neither
     * shown nor edited) and kept until `deletableFrom`, five years after the last visit.
     */
    blockedAt: timestamp('blocked_at', { withTimezone: true }),
    deletableFrom: date('deletable_from', { mode: 'string' }),
    /** Name, last name, e-mail and phone as search compares them. */
    searchText: text('search_text').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('patients_therapist_name_idx').on(t.therapistId, t.active, t.lastName, t.name),
    uniqueIndex('patients_therapist_user_key')
      .on(t.therapistId, t.userId)
      .where(sql`${t.userId} is not null`),
    index('patients_user_idx').on(t.userId),
    index('patients_search_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);

/**
 * Appointments. The migration adds an exclusion constraint: two appointments of one therapist
 * that are not cancelled never overlap.
 */
export const appointments = pgTable(
  'appointments',
  {
    id: id(),
    therapistId: ref('therapist_id', () => users.id, 'restrict'),
    patientId: ref('patient_id', () => patients.id, 'restrict'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    status: text('status', {
      enum: ['solicitada', 'confirmada', 'reprogramada', 'cancelada', 'completada', 'no_asistio'],
    }).notNull(),
    modality: text('modality', { enum: ['presencial', 'en_linea'] }).notNull(),
    location: text('location').notNull().default(''),
    reason: text('reason').notNull().default(''),
    notes: text('notes').notNull().default(''),
    rescheduleCount: integer('reschedule_count').notNull().default(0),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** Set by the reminder job when it claims the appointment: the reminder goes out once. */
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('appointments_therapist_start_idx').on(t.therapistId, t.startsAt),
    index('appointments_patient_start_idx').on(t.patientId, t.startsAt),
    index('appointments_reminder_idx')
      .on(t.startsAt)
      .where(sql`${t.reminderSentAt} is null and ${t.status} in ('confirmada', 'reprogramada')`),
    check('appointments_order_check', sql`${t.endsAt} > ${t.startsAt}`),
    check(
      'appointments_status_check',
      sql`${t.status} in ('solicitada', 'confirmada', 'reprogramada', 'cancelada', 'completada', 'no_asistio')`,
    ),
  ],
);

/** Every change of an appointment: who, when, from, to, why. */
export const appointmentHistory = pgTable(
  'appointment_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    appointmentId: ref('appointment_id', () => appointments.id, 'cascade'),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    action: text('action').notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    fromStartsAt: timestamp('from_starts_at', { withTimezone: true }),
    toStartsAt: timestamp('to_starts_at', { withTimezone: true }),
    reason: text('reason').notNull().default(''),
  },
  (t) => [index('appointment_history_appointment_idx').on(t.appointmentId, t.at)],
);

/** The clinical note of one appointment; signed notes are never updated (addenda instead). */
export const sessionNotes = pgTable(
  'session_notes',
  {
    id: id(),
    appointmentId: ref('appointment_id', () => appointments.id, 'restrict'),
    authorId: ref('author_id', () => users.id, 'restrict'),
    patientId: ref('patient_id', () => patients.id, 'restrict'),
    content: jsonb('content').notNull(),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('session_notes_appointment_key').on(t.appointmentId),
    index('session_notes_patient_idx').on(t.patientId, t.createdAt),
  ],
);

export const noteAddenda = pgTable(
  'note_addenda',
  {
    id: id(),
    noteId: ref('note_id', () => sessionNotes.id, 'restrict'),
    authorId: ref('author_id', () => users.id, 'restrict'),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('note_addenda_note_idx').on(t.noteId, t.createdAt)],
);

/** One opinion per completed appointment. */
export const ratings = pgTable(
  'ratings',
  {
    id: id(),
    appointmentId: ref('appointment_id', () => appointments.id, 'cascade'),
    therapistId: ref('therapist_id', () => users.id, 'cascade'),
    authorId: ref('author_id', () => users.id, 'cascade'),
    stars: integer('stars').notNull(),
    comment: text('comment').notNull().default(''),
    hidden: boolean('hidden').notNull().default(false),
    hiddenBy: uuid('hidden_by').references(() => users.id, { onDelete: 'set null' }),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('ratings_appointment_key').on(t.appointmentId),
    index('ratings_therapist_idx').on(t.therapistId, t.createdAt),
    index('ratings_author_idx').on(t.authorId, t.createdAt),
    check('ratings_stars_check', sql`${t.stars} between 1 and 5`),
  ],
);

/** Patients waiting for a slot of a therapist within a date range (therapist's zone). */
export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: id(),
    therapistId: ref('therapist_id', () => users.id, 'cascade'),
    patientId: ref('patient_id', () => patients.id, 'cascade'),
    fromDate: date('from_date', { mode: 'string' }).notNull(),
    toDate: date('to_date', { mode: 'string' }).notNull(),
    /** activa, atendida (booked) or retirada (left the list). */
    status: text('status').notNull().default('activa'),
    lastOfferAt: timestamp('last_offer_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('waitlist_therapist_idx').on(t.therapistId, t.status, t.createdAt),
    index('waitlist_patient_idx').on(t.patientId, t.status),
  ],
);

/** Private calendar feed of a user; bumping the version revokes the URLs handed out so far. */
export const calendarFeeds = pgTable('calendar_feeds', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  version: integer('version').notNull().default(1),
  createdAt: createdAt(),
});
