/** Refusals and field errors of the catalogue routes. */
export const CATALOGUE_TEXTS = {
  catalogMissing: 'El catálogo no existe.',
  groupMissing: 'El grupo no existe en ese catálogo.',
  subgroupMissing: 'El subgrupo no existe en ese grupo.',
  subgroupNeedsGroup: 'Para elegir un subgrupo, elige también su grupo.',
  duplicate: 'Ya existe un elemento con ese nombre en el mismo lugar.',
  tagMissing: 'Una de las etiquetas no existe.',
  globalReadOnly: 'Los registros globales solo los modifica la administración.',
  notFound: 'El elemento no existe.',
  groupsWord: 'grupo(s)',
  subgroupsWord: 'subgrupo(s)',
  /** A level that still holds children or registers, e.g. "… contiene 2 grupo(s) y 5 registro(s)". */
  stillHolds: (children: number, childrenWord: string, registers: number) => {
    const parts = [];
    if (children) parts.push(`${children} ${childrenWord}`);
    if (registers) parts.push(`${registers} registro(s)`);
    return `No se puede eliminar: todavía contiene ${parts.join(' y ')}. Elimínalos primero.`;
  },
} as const;
