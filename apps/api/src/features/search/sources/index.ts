import type { SearchSource } from '../search.source.ts';
import { appointmentsSource } from './appointments.ts';
import { articlesSource } from './articles.ts';
import { documentsSource } from './documents.ts';
import { videosSource } from './videos.ts';
import { listItemsSource } from './list-items.ts';
import { patientsSource } from './patients.ts';
import { registersSource } from './registers.ts';
import { therapistsSource } from './therapists.ts';

/** Every kind the search looks through, in the order the results show them. */
export const SEARCH_SOURCES: readonly SearchSource[] = [
  patientsSource,
  appointmentsSource,
  therapistsSource,
  registersSource,
  listItemsSource,
  videosSource,
  documentsSource,
  articlesSource,
];
