/** Refusals, field errors and confirmations of the list routes. */
export const LIST_TEXTS = {
  duplicate: 'Ya existe un elemento con ese valor en la lista.',
  notFound: 'El elemento no existe.',
  reorderMismatch: 'El nuevo orden debe incluir todos los elementos de la lista, una vez cada uno.',
  notUtf8: 'El archivo no está en UTF-8. Guárdalo como «CSV UTF-8» e inténtalo de nuevo.',
  badCsv: 'El archivo no es un CSV válido.',
  empty: 'El archivo no tiene filas.',
  noImageHere: 'Esta lista no admite imágenes.',
  notImage: 'El archivo no es una imagen JPEG, PNG o WebP válida.',
  noImage: 'Este elemento no tiene imagen.',
  checkFields: 'Revisa los campos marcados.',
  reordered: 'Orden guardado.',
  imageMissing: 'Adjunta una imagen en el campo "file".',
  imageMissingField: 'Adjunta una imagen.',
  imageTooLarge: 'La imagen no puede pesar más de 5 MB.',
  imageTooLargeField: 'Máximo 5 MB.',
  csvMissing: 'Adjunta un archivo CSV en el campo "file".',
  csvMissingField: 'Adjunta un archivo CSV.',
  csvTooLarge: 'El archivo CSV no puede pesar más de 2 MB.',
  csvTooLargeField: 'Máximo 2 MB.',
  referencesMissing: (listTitle: string, names: string[]) =>
    `No existen en ${listTitle}: ${names.join(', ')}.`,
  /** A CSV whose header is not the list's field keys. */
  columnsMismatch: (missing: string[], unknown: string[], expected: string[]) => {
    const parts = [];
    if (missing.length) parts.push(`faltan las columnas ${missing.join(', ')}`);
    if (unknown.length) parts.push(`sobran las columnas ${unknown.join(', ')}`);
    return `Las columnas no corresponden a la lista: ${parts.join('; ')}. Esperadas: ${expected.join(', ')}.`;
  },
  repeatsRow: (row: number) => `Repite el valor de la fila ${row}.`,
} as const;
