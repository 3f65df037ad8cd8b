import { describe, expect, it } from 'vitest';
import { matchScreens, screensFor } from './screens.ts';

describe('palette screens', () => {
  it('when a therapist types, then the menu screens match without accents or case', () => {
    const screens = screensFor('Terapeuta');
    expect(matchScreens(screens, 'cita').map((s) => s.path)).toEqual(['/new-appointment']);
    expect(matchScreens(screens, 'BIOMAGNETICO').map((s) => s.title)).toEqual(['Par Biomagnético']);
    expect(matchScreens(screens, '')).toEqual([]);
  });

  it('when a patient types, then only the patient’s screens are offered', () => {
    const paths = screensFor('Paciente').map((s) => s.path);
    expect(paths).toContain('/dashboard');
    expect(paths).not.toContain('/calendar');
    expect(screensFor('Super-Admin').map((s) => s.path)).toContain('/information/files');
  });
});
