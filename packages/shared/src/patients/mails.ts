/** The portal invitation mails' wording (subject and plain text); the API adds the address. */
export function invitationMail(name: string, therapist: string, link: string) {
  return {
    subject: 'Tu acceso al portal de pacientes de Armonía Terapias',
    text: [
      `Hola, ${name}:`,
      '',
      `${therapist} te invitó al portal de pacientes de Armonía Terapias, donde podrás ver y`,
      'agendar tus citas y escribirle por mensaje.',
      'Abre este enlace para crear tu contraseña (vale una sola vez, durante 7 días):',
      '',
      link,
      '',
      'Si no esperabas este correo, ignóralo: no se activará nada sin tu contraseña.',
    ].join('\n'),
  };
}

export function linkedMail(name: string, therapist: string, loginUrl: string) {
  return {
    subject: 'Un terapeuta te agregó a su consulta en Armonía Terapias',
    text: [
      `Hola, ${name}:`,
      '',
      `${therapist} te agregó como paciente. Ya puedes agendar citas con su consulta y`,
      'escribirle por mensaje desde el portal:',
      '',
      loginUrl,
    ].join('\n'),
  };
}
