// Tables of the directory feature. Existing tables are imported from '../schema.ts'.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { tags, users } from '../schema.ts';
import { createdAt, ref, updatedAt } from './columns.ts';

/**
 * A therapist's directory profile. The custom migration keeps `search_text` (name, bio and
 * therapies folded for accent-insensitive search) and the rating sums current with triggers, and
 * marks `slots_stale` whenever the therapist's agenda changes.
 */
export const therapistProfiles = pgTable(
  'therapist_profiles',
  {
    therapistId: uuid('therapist_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    bio: text('bio').notNull().default(''),
    /** ISO 3166-2 code of the state ("NLE"). */
    state: text('state').notNull(),
    city: text('city').notNull(),
    /** The city as filters compare it (no accents, lower case). */
    cityKey: text('city_key').notNull(),
    modality: text('modality', { enum: ['presencial', 'en_linea', 'ambas'] }).notNull(),
    officeAddress: text('office_address').notNull().default(''),
    fee: integer('fee').notNull(),
    currency: text('currency').notNull(),
    languages: text('languages').array().notNull(),
    yearsOfPractice: integer('years_of_practice').notNull().default(0),
    training: jsonb('training').$type<string[]>().notNull().default([]),
    acceptsNewPatients: boolean('accepts_new_patients').notNull().default(true),
    listed: boolean('listed').notNull().default(true),
    publicListed: boolean('public_listed').notNull().default(false),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    verifiedBy: uuid('verified_by').references(() => users.id, { onDelete: 'set null' }),
    verificationNote: text('verification_note').notNull().default(''),
    /** Written by a trigger; see the custom migration. */
    searchText: text('search_text').notNull().default(''),
    ratingCount: integer('rating_count').notNull().default(0),
    ratingSum: integer('rating_sum').notNull().default(0),
    /** The earliest free slot of the next two weeks, null when there is none. */
    nextFreeAt: timestamp('next_free_at', { withTimezone: true }),
    slotsCheckedAt: timestamp('slots_checked_at', { withTimezone: true }),
    slotsStale: boolean('slots_stale').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('therapist_profiles_slug_key').on(t.slug),
    index('therapist_profiles_place_idx').on(t.state, t.cityKey),
    index('therapist_profiles_next_free_idx').on(t.nextFreeAt),
    index('therapist_profiles_search_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('therapist_profiles_slots_idx')
      .on(t.slotsCheckedAt)
      .where(sql`${t.listed}`),
    check('therapist_profiles_fee_check', sql`${t.fee} between 0 and 50000`),
    check(
      'therapist_profiles_modality_check',
      sql`${t.modality} in ('presencial', 'en_linea', 'ambas')`,
    ),
  ],
);

/** The therapies (tags of «Formación en otras terapias») a therapist offers. */
export const therapistTherapies = pgTable(
  'therapist_therapies',
  {
    therapistId: ref('therapist_id', () => therapistProfiles.therapistId, 'cascade'),
    tagId: ref('tag_id', () => tags.id, 'cascade'),
  },
  (t) => [
    primaryKey({ columns: [t.therapistId, t.tagId] }),
    index('therapist_therapies_tag_idx').on(t.tagId, t.therapistId),
  ],
);
