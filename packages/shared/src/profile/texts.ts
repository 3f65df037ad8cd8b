/** Refusals of the profile photo routes. */
export const PROFILE_TEXTS = {
  noFile: 'Adjunta una imagen en el campo "file".',
  tooLarge: 'La foto no puede pesar más de 5 MB.',
  notImage: 'El archivo no es una imagen JPEG, PNG o WebP válida.',
  noPhoto: 'No hay foto de perfil.',
} as const;
