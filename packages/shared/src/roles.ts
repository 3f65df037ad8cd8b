/** The three roles, spelled exactly as the `Rol` field carries them. */
export const ROLES = ['Terapeuta', 'Paciente', 'Super-Admin'] as const;
export type Role = (typeof ROLES)[number];

export const THERAPIST: Role = 'Terapeuta';
export const PATIENT: Role = 'Paciente';
export const ADMIN: Role = 'Super-Admin';

/** Who acts: all a policy needs to know of the signed-in user, on the server and the web. */
export interface Actor {
  id: string;
  role: Role;
}

/** The actor of a stored sign-in answer (`currentUser` carries the role as `Rol`). */
export const actorOf = (user: { id: string; Rol: Role }): Actor => ({
  id: user.id,
  role: user.Rol,
});

/** The role sets routes are open to; a route names one of these rather than spelling roles. */
export const THERAPIST_ONLY: readonly Role[] = ['Terapeuta'];
export const PATIENT_ONLY: readonly Role[] = ['Paciente'];
export const ADMIN_ONLY: readonly Role[] = ['Super-Admin'];
/** Therapists and the administration: the catalogues and lists. */
export const STAFF: readonly Role[] = ['Terapeuta', 'Super-Admin'];
/** The two sides of an appointment. */
export const THERAPIST_OR_PATIENT: readonly Role[] = ['Terapeuta', 'Paciente'];
export const EVERY_ROLE: readonly Role[] = ROLES;

/** Where each role lands after sign-in and when it opens another role's route. */
export const ROLE_HOME: Record<Role, string> = {
  Terapeuta: '/home-therapist',
  Paciente: '/dashboard',
  'Super-Admin': '/admin-analytics',
};
