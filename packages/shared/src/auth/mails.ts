/** The account mails' wording (subject and plain text); the API adds the address. */
export function recoveryMail(name: string, link: string) {
  return {
    subject: 'Restablece tu contraseña',
    text: [
      `Hola, ${name}:`,
      '',
      'Recibimos una solicitud para restablecer la contraseña de tu cuenta.',
      'Abre este enlace para elegir una nueva (vale una sola vez, durante 1 hora):',
      '',
      link,
      '',
      'Si no lo solicitaste, ignora este mensaje: tu contraseña no cambiará.',
    ].join('\n'),
  };
}
