/** The three roles, spelled exactly as the `Rol` field carries them. */
export const ROLES = ['Terapeuta', 'Paciente', 'Super-Admin'] as const;
export type Role = (typeof ROLES)[number];

export const THERAPIST: Role = 'Terapeuta';
export const PATIENT: Role = 'Paciente';
export const ADMIN: Role = 'Super-Admin';

/** Where each role lands after sign-in and when it opens another role's route. */
export const ROLE_HOME: Record<Role, string> = {
  Terapeuta: '/home-therapist',
  Paciente: '/dashboard',
  'Super-Admin': '/admin-analytics',
};

export const ROLE_LABEL: Record<Role, string> = {
  Terapeuta: 'Terapeuta',
  Paciente: 'Paciente',
  'Super-Admin': 'Administrador',
};
