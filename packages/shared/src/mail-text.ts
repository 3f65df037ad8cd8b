/** A mail's wording: its subject, and a text that greets the person by name before its lines. */
export function greetingMail(subject: string, name: string, lines: readonly string[]) {
  return { subject, text: [`Hola, ${name}:`, '', ...lines].join('\n') };
}

/** How a mail whose link creates the first password (an invitation) ends. */
export const firstPasswordLines = (link: string) => [
  'Abre este enlace para crear tu contraseña (vale una sola vez, durante 7 días):',
  '',
  link,
  '',
  'Si no esperabas este correo, ignóralo: no se activará nada sin tu contraseña.',
];
