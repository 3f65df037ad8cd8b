/**
 * The spec's global error catalogue (section 8), accents restored. The web client
 * shows these in a dialog titled "Error".
 */
export const ERROR_DIALOG_TITLE = 'Error';

export const ERROR_CATALOGUE = {
  badRequest: 'Lo sentimos ocurrió un error',
  unauthorized: 'Usuario o contraseña incorrectos. Por favor intente de nuevo',
  internal: 'El servidor encontró un error interno y no pudo completar su solicitud',
  other: 'La solicitud falló, inténtalo de nuevo más tarde.',
} as const;

export function catalogueMessage(status: number): string {
  if (status === 400 || status === 404) return ERROR_CATALOGUE.badRequest;
  if (status === 401) return ERROR_CATALOGUE.unauthorized;
  if (status === 500) return ERROR_CATALOGUE.internal;
  return ERROR_CATALOGUE.other;
}
