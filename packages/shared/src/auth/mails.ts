import { firstPasswordLines, greetingMail } from '../mail-text.ts';

/** The account mails' wording (subject and plain text); the API adds the address. */
export function recoveryMail(name: string, link: string) {
  return greetingMail('Restablece tu contraseña', name, [
    'Recibimos una solicitud para restablecer la contraseña de tu cuenta.',
    'Abre este enlace para elegir una nueva (vale una sola vez, durante 1 hora):',
    '',
    link,
    '',
    'Si no lo solicitaste, ignora este mensaje: tu contraseña no cambiará.',
  ]);
}

/** An account created by the administration: the link sets the first password (7 days). */
export function accountInvitationMail(name: string, role: string, link: string) {
  return greetingMail('Tu cuenta en Armonía Terapias', name, [
    `La administración de Armonía Terapias creó tu cuenta (${role}).`,
    ...firstPasswordLines(link),
  ]);
}
