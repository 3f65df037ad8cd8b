import { useMediaQuery } from '@mantine/hooks';

/**
 * Below Mantine's `sm` breakpoint (48em, 768 px): the sidebar folds into the burger menu, tables
 * become cards, the calendar shows one day and a conversation takes the whole screen. Known on
 * the first render, so a phone never paints the desktop layout first.
 */
export const PHONE_QUERY = '(max-width: 47.99em)';

export function usePhone(): boolean {
  return useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
}
