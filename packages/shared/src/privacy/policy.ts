import type { ArcoState } from './schemas.ts';

/** Where an ARCO request may go from each state; a closed request stays as it is. */
export const ARCO_TRANSITIONS: Record<ArcoState, readonly ArcoState[]> = {
  recibida: ['en_proceso', 'resuelta', 'rechazada'],
  en_proceso: ['resuelta', 'rechazada'],
  resuelta: [],
  rechazada: [],
};

export const mayMoveArco = (from: ArcoState, to: ArcoState): boolean =>
  ARCO_TRANSITIONS[from].includes(to);

export const isArcoOpen = (s: ArcoState): boolean => s === 'recibida' || s === 'en_proceso';
