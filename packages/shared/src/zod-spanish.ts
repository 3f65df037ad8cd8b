import { z } from 'zod';

/**
 * Zod's own messages in Spanish for every schema that has no message of its own. Called once by
 * each program that validates (the API, the signed-in app, the contact form): the package has no
 * import-time side effects, so the public site's bundle can leave zod out.
 */
export function setSpanishValidationMessages() {
  z.config(z.locales.es());
}
