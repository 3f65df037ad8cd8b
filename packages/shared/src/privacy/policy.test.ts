import { describe, expect, it } from 'vitest';
import { ARCO_STATES } from './schemas.ts';
import { isArcoOpen, mayMoveArco } from './policy.ts';

describe('ARCO state machine', () => {
  it('allows exactly the forward moves', () => {
    const allowed = ARCO_STATES.flatMap((from) =>
      ARCO_STATES.filter((to) => mayMoveArco(from, to)).map((to) => `${from}>${to}`),
    );
    expect(allowed).toEqual([
      'recibida>en_proceso',
      'recibida>resuelta',
      'recibida>rechazada',
      'en_proceso>resuelta',
      'en_proceso>rechazada',
    ]);
  });

  it('knows which states are open', () => {
    expect(ARCO_STATES.filter(isArcoOpen)).toEqual(['recibida', 'en_proceso']);
  });
});
