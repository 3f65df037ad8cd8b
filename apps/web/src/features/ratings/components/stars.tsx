import { Rating } from '@mantine/core';
import { TEXTS } from '../texts.ts';

/** Stars in a colour that keeps 3:1 against white (WCAG non-text contrast). */
export const STAR_COLOR = 'orange.8';

/** Read-only stars, announced as "4 de 5 estrellas". */
export function Stars({ value, size = 'sm' }: { value: number; size?: 'xs' | 'sm' | 'md' | 'lg' }) {
  return (
    <span role="img" aria-label={TEXTS.stars(value)} style={{ display: 'inline-flex' }}>
      <Rating value={value} fractions={2} readOnly size={size} color={STAR_COLOR} />
    </span>
  );
}
