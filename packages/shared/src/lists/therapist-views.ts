import { APP_ROUTES } from '../navigation/routes.ts';
import { LISTS, type ListDef } from './definitions.ts';

/** The therapist's catalogue routes that show a list (read-only) rather than the registers. */
export const THERAPIST_LIST_VIEWS: Record<string, ListDef> = {
  [APP_ROUTES.catalogBiomagnetic.path]: LISTS.biomagnetism,
  [APP_ROUTES.catalogTrackingList.path]: LISTS.trackingList,
  [APP_ROUTES.catalogLocationPoints.path]: LISTS.locationPoints,
};
