/** Demo accounts of PRODUCT.md "Demo data"; all share one password, listed in the README. */
export const DEMO_PASSWORD = 'Terapia2026!';

export const DEMO_USERS = [
  {
    email: 'admin@demo.mx',
    role: 'Super-Admin' as const,
    name: 'Mariana',
    lastName: 'Garza Treviño',
    phone: '+52 81 1402 3396',
  },
  {
    email: 'terapeuta@demo.mx',
    role: 'Terapeuta' as const,
    name: 'Alejandra',
    lastName: 'Villarreal Cantú',
    phone: '+52 81 2255 7184',
  },
  {
    email: 'terapeuta2@demo.mx',
    role: 'Terapeuta' as const,
    name: 'Jorge Luis',
    lastName: 'Salinas Elizondo',
    phone: '+52 81 3310 9027',
  },
  {
    email: 'paciente@demo.mx',
    role: 'Paciente' as const,
    name: 'Sofía',
    lastName: 'Martínez Rodríguez',
    phone: '+52 81 1987 4402',
  },
  {
    email: 'paciente2@demo.mx',
    role: 'Paciente' as const,
    name: 'Carlos',
    lastName: 'Hernández Peña',
    phone: '+52 81 2764 1150',
  },
  {
    email: 'paciente3@demo.mx',
    role: 'Paciente' as const,
    name: 'Lucía',
    lastName: 'Ramírez Olvera',
    phone: '+52 81 3091 6678',
  },
];
