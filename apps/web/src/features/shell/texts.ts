/** Every text of the page shown for a section still in preparation (es-MX). */
export const TEXTS = {
  section: 'Sección',
  pending: 'Esta sección está en preparación.',
  building:
    'Estamos construyendo esta parte de Armonía Terapias. Mientras tanto puedes seguir usando las demás secciones del menú.',
  home: 'Ir a mi inicio',
} as const;
