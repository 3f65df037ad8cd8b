/** Spanish texts of user administration and module access, word for word on both sides. */
export const USERS_TEXTS = {
  notFound: 'El usuario no existe.',
  emailTaken: 'Ya existe una cuenta con ese correo electrónico.',
  unknownRole: 'Elige un rol: Terapeuta, Paciente o Super-Admin.',
  lastAdmin: 'Debe quedar al menos un Super-Admin activo: esta cuenta es la última.',
  selfDemote: 'No puedes cambiar tu propio rol.',
  selfDeactivate: 'No puedes desactivar tu propia cuenta.',
  alreadyInactive: 'La cuenta ya está desactivada.',
  alreadyActive: 'La cuenta ya está activa.',
  inactiveReset: 'La cuenta está desactivada: reactívala antes de enviar el correo.',
  created: 'Cuenta creada. Enviamos un correo con el enlace para crear la contraseña.',
  updated: 'Cambios guardados.',
  deactivated: 'Cuenta desactivada: sus sesiones se cerraron.',
  reactivated: 'Cuenta reactivada.',
  resetSent: 'Enviamos el correo para restablecer la contraseña.',
  notTherapist: 'La cuenta no es de un terapeuta.',
  unknownModule: 'Uno de los módulos no existe.',
  untilPast: 'La fecha de vencimiento debe ser posterior a hoy.',
  accessSaved: 'Permisos guardados.',
  moduleDenied: 'No tienes acceso a este módulo. Comunícate con la administración.',
  searchTooLong: 'La búsqueda no puede tener más de 100 caracteres.',
  nameRequired: 'Escribe el nombre.',
  nameTooLong: 'El nombre no puede tener más de 100 caracteres.',
  lastNameTooLong: 'Los apellidos no pueden tener más de 100 caracteres.',
  emailInvalid: 'Escribe un correo electrónico válido.',
  invalidId: 'El usuario no existe.',
} as const;

/** Names of the audit actions of this area, as the history shows them. */
export const USER_ACTION_LABELS: Record<string, string> = {
  'user.create': 'Cuenta creada',
  'user.update': 'Datos modificados',
  'user.deactivate': 'Cuenta desactivada',
  'user.reactivate': 'Cuenta reactivada',
  'user.password-reset': 'Correo para restablecer la contraseña',
  'access.update': 'Permisos modificados',
  login: 'Inicio de sesión',
};
