import { greetingMail } from '../mail-text.ts';
import { ARCO_KIND_LABEL, ARCO_STATE_LABEL, type ArcoKind, type ArcoState } from './schemas.ts';

/** Every sentence the privacy feature answers, notifies or mails. */
export const PRIVACY_TEXTS = {
  requestMissing: 'La solicitud no existe.',
  badTransition: (from: ArcoState, to: ArcoState) =>
    `Una solicitud «${ARCO_STATE_LABEL[from]}» no puede pasar a «${ARCO_STATE_LABEL[to]}».`,
  filed: 'Recibimos tu solicitud. Te responderemos dentro del plazo legal.',
  /** To every administrator when a patient files a request. */
  adminNotification: (kind: ArcoKind, patient: string) =>
    `Nueva solicitud ARCO (${ARCO_KIND_LABEL[kind]}) de ${patient}.`,
  /** To the patient when the administration answers or moves the request. */
  patientNotification: (kind: ArcoKind, status: ArcoState) =>
    `Tu solicitud de ${ARCO_KIND_LABEL[kind].toLowerCase()} está «${ARCO_STATE_LABEL[status]}». Revisa la respuesta en Mi perfil.`,
  patientMail: (input: {
    name: string;
    kind: ArcoKind;
    status: ArcoState;
    receivedDay: string;
    response: string;
    blockedUntil: string | null;
  }) =>
    greetingMail(
      `Respuesta a tu solicitud de ${ARCO_KIND_LABEL[input.kind].toLowerCase()} (ARCO)`,
      input.name,
      [
        `Tu solicitud de ${ARCO_KIND_LABEL[input.kind].toLowerCase()} de datos personales, recibida el ${input.receivedDay}, está «${ARCO_STATE_LABEL[input.status]}».`,
        '',
        input.response,
        ...(input.blockedUntil
          ? [
              '',
              `Tus datos clínicos quedaron bloqueados: ya no se usan ni se muestran. La norma obliga a conservarlos hasta el ${input.blockedUntil}; después podrán suprimirse.`,
            ]
          : []),
        '',
        'Puedes consultar tus solicitudes en Mi perfil.',
      ],
    ),
} as const;
