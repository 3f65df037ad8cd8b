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

/** Therapist–patient links of the demo (PRODUCT.md "Demo data"). */
export const DEMO_LINKS: [string, string][] = [
  ['terapeuta@demo.mx', 'paciente@demo.mx'],
  ['terapeuta@demo.mx', 'paciente2@demo.mx'],
  ['terapeuta2@demo.mx', 'paciente3@demo.mx'],
];

interface DemoLine {
  from: string;
  text: string;
  minutesAgo: number;
}

export const DEMO_CONVERSATIONS: { between: [string, string]; lines: DemoLine[] }[] = [
  {
    between: ['terapeuta@demo.mx', 'paciente@demo.mx'],
    lines: [
      {
        from: 'paciente@demo.mx',
        text: 'Buenas tardes, Alejandra. ¿Puedo llevar mis estudios de laboratorio a la consulta?',
        minutesAgo: 2900,
      },
      {
        from: 'terapeuta@demo.mx',
        text: '¡Claro, Sofía! Tráelos impresos o compártelos por aquí, los revisamos juntas.',
        minutesAgo: 2880,
      },
      {
        from: 'paciente@demo.mx',
        text: 'Perfecto, gracias. Me sentí con más energía esta semana.',
        minutesAgo: 1500,
      },
      {
        from: 'terapeuta@demo.mx',
        text: 'Qué gusto leerlo. Sigue con las flores como quedamos: 4 gotas, 4 veces al día.',
        minutesAgo: 95,
      },
    ],
  },
  {
    between: ['terapeuta@demo.mx', 'paciente2@demo.mx'],
    lines: [
      {
        from: 'terapeuta@demo.mx',
        text: 'Hola, Carlos. ¿Cómo sigues del dolor de espalda después de la sesión?',
        minutesAgo: 600,
      },
      {
        from: 'paciente2@demo.mx',
        text: 'Mucho mejor, gracias. ¿Podemos vernos el jueves por la tarde?',
        minutesAgo: 30,
      },
    ],
  },
  {
    between: ['terapeuta2@demo.mx', 'paciente3@demo.mx'],
    lines: [
      {
        from: 'paciente3@demo.mx',
        text: 'Hola, Jorge Luis. Quisiera agendar mi primera consulta de homeopatía.',
        minutesAgo: 240,
      },
    ],
  },
];

export const DEMO_NOTIFICATIONS: {
  to: string;
  message: string;
  link?: string;
  minutesAgo: number;
  read?: boolean;
}[] = [
  {
    to: 'paciente@demo.mx',
    message: 'Alejandra Villarreal te envió un mensaje.',
    link: '/chat-to-therapist',
    minutesAgo: 95,
  },
  {
    to: 'paciente@demo.mx',
    message: 'Bienvenida a Armonía Terapias. Completa tu perfil.',
    link: '/patient-profile',
    minutesAgo: 4000,
    read: true,
  },
  {
    to: 'terapeuta@demo.mx',
    message: 'Carlos Hernández te envió un mensaje.',
    link: '/chat-therapist',
    minutesAgo: 30,
  },
  {
    to: 'terapeuta@demo.mx',
    message: 'Recuerda completar tu perfil del directorio.',
    link: '/therapists/profile',
    minutesAgo: 1440,
  },
  {
    to: 'terapeuta2@demo.mx',
    message: 'Lucía Ramírez te envió un mensaje.',
    link: '/chat-therapist',
    minutesAgo: 240,
  },
  {
    to: 'admin@demo.mx',
    message: 'Hay un mensaje nuevo del formulario de contacto.',
    minutesAgo: 180,
  },
];
