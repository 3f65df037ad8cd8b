import type { MEXICO_TIMEZONES } from '@armonia/shared';

/** Every text of «Mi perfil» (es-MX). */
export const TEXTS = {
  page: {
    loading: 'Cargando perfil',
    error: 'No pudimos cargar tu perfil. Recarga la página.',
    photo: 'Foto de perfil',
    data: 'Datos personales',
    dataIntro: (therapist: boolean) =>
      `Así te verán tus ${therapist ? 'pacientes' : 'terapeutas'} en el chat y en tus citas.`,
  },
  form: {
    name: 'Nombre(s)',
    lastName: 'Apellidos',
    email: 'Correo electrónico',
    emailHint: 'Para cambiarlo escribe a la administración.',
    phone: 'Teléfono',
    timezone: 'Zona horaria',
    save: 'Guardar cambios',
    savedTitle: 'Guardado',
    saved: 'Tus datos se actualizaron.',
  },
  photo: {
    tooBig: 'La foto no puede pesar más de 5 MB.',
    failed: 'No pudimos subir la foto.',
    preview: 'Vista previa de la foto nueva',
    choose: 'Elegir foto',
    formats: 'JPEG, PNG o WebP; máximo 5 MB.',
    save: 'Guardar foto',
    progress: 'Progreso de la subida',
  },
  zones: {
    'America/Monterrey': 'Monterrey (centro)',
    'America/Mexico_City': 'Ciudad de México (centro)',
    'America/Merida': 'Mérida (centro)',
    'America/Cancun': 'Cancún (sureste)',
    'America/Chihuahua': 'Chihuahua (centro)',
    'America/Hermosillo': 'Hermosillo (Pacífico, sin horario de verano)',
    'America/Mazatlan': 'Mazatlán (Pacífico)',
    'America/Tijuana': 'Tijuana (noroeste)',
  } satisfies Record<(typeof MEXICO_TIMEZONES)[number], string>,
} as const;
