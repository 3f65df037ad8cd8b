/** Refusals and notices of the directory routes, word for word on both sides. */
export const DIRECTORY_TEXTS = {
  notFound: 'El terapeuta no existe o no está en el directorio.',
  notAcceptingNew: 'Este terapeuta no está recibiendo pacientes nuevos por ahora.',
  onlyPatientsBook: 'Solo los pacientes agendan citas desde el directorio.',
  consentRequired:
    'Para tu primera cita con este terapeuta autoriza que guarde tus datos conforme al Aviso de privacidad.',
  unknownTherapy: 'Una de las terapias elegidas no existe.',
  unknownCurrency: 'Elige una moneda de la lista.',
  unknownLanguage: 'Uno de los idiomas elegidos no está en la lista.',
  notTherapist: 'La cuenta no es de un terapeuta.',
  noPhoto: 'El terapeuta no tiene foto.',
  verifyNeedsProfile: 'El terapeuta aún no guarda su perfil del directorio.',
} as const;
