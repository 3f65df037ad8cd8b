import { sql } from 'drizzle-orm';
import {
  bigserial,
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

const id = () => uuid('id').primaryKey().defaultRandom();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

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
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
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
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
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
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
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
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
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
  },
  (t) => [index('contact_messages_created_idx').on(t.createdAt)],
);

/** Express consents under the LFPDPPP: who, when, which version of the notice. */
export const consents = pgTable(
  'consents',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
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
    error: text('error'),
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
    therapistId: uuid('therapist_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
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
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
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
    userLow: uuid('user_low')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userHigh: uuid('user_high')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
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
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('messages_conversation_created_idx').on(t.conversationId, t.createdAt)],
);

/** Up to when each participant has read a conversation. */
export const conversationReads = pgTable(
  'conversation_reads',
  {
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastReadAt: timestamp('last_read_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.conversationId, t.userId] })],
);

/** General catalogues (`elementCatalog`): catalogue -> group -> subgroup -> register. */
export const catalogs = pgTable(
  'catalogs',
  {
    id: id(),
    name: text('name').notNull(),
    /** The name as search compares it; unique, so "Órganos" and "organos" are one catalogue. */
    nameKey: text('name_key').notNull(),
    description: text('description').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('catalogs_name_key').on(t.nameKey)],
);

export const catalogGroups = pgTable(
  'catalog_groups',
  {
    id: id(),
    catalogId: uuid('catalog_id')
      .notNull()
      .references(() => catalogs.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    nameKey: text('name_key').notNull(),
    description: text('description').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('catalog_groups_name_key').on(t.catalogId, t.nameKey)],
);

export const catalogSubgroups = pgTable(
  'catalog_subgroups',
  {
    id: id(),
    groupId: uuid('group_id')
      .notNull()
      .references(() => catalogGroups.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    nameKey: text('name_key').notNull(),
    description: text('description').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('catalog_subgroups_name_key').on(t.groupId, t.nameKey)],
);

export const catalogRegisters = pgTable(
  'catalog_registers',
  {
    id: id(),
    catalogId: uuid('catalog_id')
      .notNull()
      .references(() => catalogs.id, { onDelete: 'restrict' }),
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
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
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
    registerId: uuid('register_id')
      .notNull()
      .references(() => catalogRegisters.id, { onDelete: 'cascade' }),
    tagId: uuid('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.registerId, t.tagId] }),
    index('register_tags_tag_idx').on(t.tagId),
  ],
);

/** Which general catalogues a therapist may read, and until when; no row means allowed. */
export const catalogAccess = pgTable(
  'catalog_access',
  {
    therapistId: uuid('therapist_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    catalogId: uuid('catalog_id')
      .notNull()
      .references(() => catalogs.id, { onDelete: 'cascade' }),
    allowed: boolean('allowed').notNull().default(true),
    until: timestamp('until', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.therapistId, t.catalogId] })],
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
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('list_items_unique_key').on(t.listKey, t.uniqueKey),
    index('list_items_position_idx').on(t.listKey, t.position),
    index('list_items_search_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);
