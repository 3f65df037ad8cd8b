/** Spanish texts the API answers with. One place, so both sides say the same thing. */
export const API_TEXTS = {
  validation: 'Los datos enviados no son válidos. Revisa los campos marcados.',
  malformedJson: 'El cuerpo de la solicitud no es un JSON válido.',
  payloadTooLarge: 'La solicitud es demasiado grande (máximo 1 MB).',
  unsupportedMediaType: 'El tipo de contenido de la solicitud no es compatible.',
  notFound: 'El recurso solicitado no existe.',
  routeNotFound: 'La ruta solicitada no existe.',
  unauthenticated: 'Debes iniciar sesión para continuar.',
  sessionExpired: 'Tu sesión expiró. Inicia sesión de nuevo.',
  forbidden: 'No tienes permiso para realizar esta acción.',
  rateLimited: 'Demasiados intentos. Espera unos minutos e inténtalo de nuevo.',
  internal: 'El servidor encontró un error interno y no pudo completar su solicitud',
  badCredentials: 'Usuario o contraseña incorrectos. Por favor intente de nuevo',
  accountInactive: 'Tu cuenta está desactivada. Comunícate con la administración.',
  emailTaken: 'Ya existe una cuenta con ese correo electrónico.',
  currentPasswordWrong: 'La contraseña actual no es correcta.',
  resetLinkInvalid: 'El enlace para restablecer la contraseña no es válido o ya expiró.',
  recoverySent:
    'Si el correo está registrado, recibirás un mensaje con un enlace para restablecer tu contraseña.',
  passwordChanged: 'Tu contraseña se actualizó.',
  contactReceived: 'Gracias por escribirnos. Te responderemos pronto.',
  databaseUnavailable: 'La base de datos no está disponible.',
} as const;
