import type { Mail } from '../../core/mail/mailer.ts';

export function recoveryMail(to: string, name: string, link: string): Mail {
  return {
    to,
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
