/** What the content routes answer and refuse with (es-MX). */
export const CONTENT_TEXTS = {
  notFound: 'El contenido no existe.',
  fileMissing: 'Adjunta un archivo.',
  fileEmpty: 'El archivo está vacío.',
  documentTooLarge: 'El documento no puede pesar más de 25 MB.',
  videoTooLarge: 'El video no puede pesar más de 500 MB.',
  documentType:
    'Solo se aceptan documentos PDF, Word, Excel, PowerPoint, OpenDocument o imágenes JPEG, PNG y WebP.',
  videoType: 'Solo se aceptan videos MP4 o WebM.',
  /** The content is one type and the name says another, e.g. ".docx" for a PDF. */
  nameMismatch: (expected: string) =>
    `El contenido del archivo no corresponde a su nombre: por su contenido debería terminar en ${expected}.`,
  badName: 'El nombre del archivo contiene caracteres no permitidos.',
  tooManyFields: 'El formulario trae campos de más.',
  imageNotImage: 'La imagen debe ser JPEG, PNG o WebP.',
  imageMissing: 'Adjunta una imagen.',
  imageTooLarge: 'La imagen no puede pesar más de 5 MB.',
  noImage: 'Este contenido no tiene imagen.',
  noFile: 'Este contenido no tiene archivo.',
  wrongKind: 'Esta acción no corresponde a este tipo de contenido.',
  linkOnly: 'El enlace solo se cambia en un video enlazado.',
} as const;
