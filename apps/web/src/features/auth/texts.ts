import { PASSWORD_MIN } from '@armonia/shared';

/** Every text of the sign-in, sign-up, recovery and password screens (es-MX). */
export const TEXTS = {
  pageTitle: (title: string) => `${title} · Armonía Terapias`,
  common: {
    email: 'Correo electrónico',
    password: 'Contraseña',
    signIn: 'Iniciar sesión',
    confirmPassword: 'Confirma la contraseña',
    newPasswordHint: `Al menos ${PASSWORD_MIN} caracteres.`,
  },
  login: {
    subtitle: 'Entra a tu cuenta de Armonía Terapias.',
    forgot: '¿Olvidaste tu contraseña?',
    noAccount: '¿Aún no tienes cuenta?',
    signUp: 'Crea tu cuenta de paciente',
  },
  signUp: {
    title: 'Crear cuenta',
    subtitle: 'Regístrate como paciente para agendar y dar seguimiento a tus citas.',
    name: 'Nombre(s)',
    lastName: 'Apellidos',
    phone: 'Teléfono (opcional)',
    privacyRead: 'He leído el',
    privacyNotice: 'aviso de privacidad',
    privacyConsent: (version: string) =>
      `(versión ${version}) y otorgo mi consentimiento expreso para el tratamiento de mis datos personales, incluidos mis datos de salud.`,
    haveAccount: '¿Ya tienes cuenta?',
    signIn: 'Inicia sesión',
  },
  recover: {
    title: 'Recuperar contraseña',
    subtitle: 'Te enviaremos un enlace para elegir una contraseña nueva.',
    checkMail: 'Revisa tu correo',
    send: 'Enviar enlace',
    back: 'Volver a iniciar sesión',
  },
  reset: {
    title: 'Elige una contraseña nueva',
    subtitle: 'El enlace vale una sola vez durante una hora.',
    done: 'Listo',
    doneHint: 'Ya puedes iniciar sesión con ella.',
    newLink: 'Solicita un enlace nuevo',
    password: 'Contraseña nueva',
    save: 'Guardar contraseña',
  },
  changePassword: {
    intro:
      'Por seguridad, al cambiar tu contraseña se cerrarán tus sesiones abiertas en otros dispositivos.',
    current: 'Contraseña actual',
    newHint: 'Al menos 8 caracteres; evita contraseñas comunes.',
    confirm: 'Confirma la contraseña nueva',
    submit: 'Cambiar contraseña',
    savedTitle: 'Exitoso',
    savedSecondTitle: 'Contraseña actualizada',
    savedMessage: (answer: string) => `${answer} Cerramos tus sesiones en otros dispositivos.`,
  },
} as const;
