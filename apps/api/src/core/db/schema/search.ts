// Tables of the search feature.
import { sql } from 'drizzle-orm';
import { index, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * Every word (lower case, without accents) of the searchable texts, kept by triggers of the
 * custom migration. Typo tolerance compares the query's words with these few thousand words
 * (trigram index) instead of with every row, then searches the rows by the words it found.
 * Its words are never shown: only rows the reader may open are.
 */
export const searchWords = pgTable('search_words', { word: text('word').primaryKey() }, (t) => [
  index('search_words_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`),
]);
