/** What the administration hears of a message sent from the public contact form. */
export const CONTACT_NOTICES = {
  notification: (name: string, topic: string) => `Nuevo mensaje de contacto de ${name}: ${topic}.`,
  mail: (body: { name: string; email: string; phone: string; message: string }, topic: string) => ({
    subject: `Nuevo mensaje de contacto: ${topic}`,
    text: [
      `Nombre: ${body.name}`,
      `Correo: ${body.email}`,
      `Teléfono: ${body.phone || '(sin teléfono)'}`,
      `Asunto: ${topic}`,
      '',
      body.message,
    ].join('\n'),
  }),
} as const;

export const CONTACT_INBOX_TEXTS = {
  messageMissing: 'El mensaje no existe.',
} as const;
