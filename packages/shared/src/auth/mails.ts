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

/** An account created by the administration: the link sets the first password (7 days). */
export function accountInvitationMail(name: string, role: string, link: string) {
  return {
    subject: 'Tu cuenta en Armonía Terapias',
    text: [
      `Hola, ${name}:`,
      '',
      `La administración de Armonía Terapias creó tu cuenta (${role}).`,
      'Abre este enlace para crear tu contraseña (vale una sola vez, durante 7 días):',
      '',
      link,
      '',
      'Si no esperabas este correo, ignóralo: no se activará nada sin tu contraseña.',
    ].join('\n'),
  };
}
