import { firstPasswordLines, greetingMail } from '../mail-text.ts';

/** The portal invitation mails' wording (subject and plain text); the API adds the address. */
export function invitationMail(name: string, therapist: string, link: string) {
  return greetingMail('Tu acceso al portal de pacientes de Armonía Terapias', name, [
    `${therapist} te invitó al portal de pacientes de Armonía Terapias, donde podrás ver y`,
    'agendar tus citas y escribirle por mensaje.',
    ...firstPasswordLines(link),
  ]);
}

export function linkedMail(name: string, therapist: string, loginUrl: string) {
  return greetingMail('Un terapeuta te agregó a su consulta en Armonía Terapias', name, [
    `${therapist} te agregó como paciente. Ya puedes agendar citas con su consulta y`,
    'escribirle por mensaje desde el portal:',
    '',
    loginUrl,
  ]);
}
