import type { PdfBlock } from '../core/simple-pdf.ts';

/** What the demo's documents, videos and articles say (es-MX). */

const NOTICE =
  'Las terapias complementarias acompañan, pero no sustituyen, el diagnóstico ni el tratamiento médico. Si tus síntomas empeoran, acude con tu médico.';

export interface DemoDocument {
  title: string;
  description: string;
  category: string;
  audience: 'terapeutas' | 'pacientes' | 'ambos';
  published: boolean;
  fileName: string;
  blocks: PdfBlock[];
}

const p = (text: string): PdfBlock => ({ kind: 'paragraph', text });
const h = (text: string): PdfBlock => ({ kind: 'heading', text });
const b = (text: string): PdfBlock => ({ kind: 'bullet', text });

export const DEMO_DOCUMENTS: DemoDocument[] = [
  {
    title: 'Consentimiento informado para terapias complementarias',
    description: 'Formato para leer y firmar antes de la primera sesión.',
    category: 'Formatos',
    audience: 'ambos',
    published: true,
    fileName: 'consentimiento-informado.pdf',
    blocks: [
      p(
        'Este documento explica en qué consiste la terapia que recibirás, sus alcances y tus derechos como paciente. Léelo con calma y pregunta lo que necesites antes de firmarlo.',
      ),
      h('En qué consiste la terapia'),
      p(
        'El par biomagnético y las flores de Bach son terapias complementarias. Tu terapeuta registrará tus antecedentes, los puntos trabajados y las recomendaciones de cada sesión en tu expediente.',
      ),
      h('Tus derechos'),
      b('Recibir información clara sobre cada procedimiento.'),
      b('Suspender la terapia en cualquier momento.'),
      b('Acceder, rectificar, cancelar u oponerte al uso de tus datos personales (derechos ARCO).'),
      h('Datos personales'),
      p(
        'Tus datos de salud son datos sensibles. Solo tu terapeuta los consulta y se guardan conforme al aviso de privacidad vigente.',
      ),
      h('Aviso importante'),
      p(NOTICE),
      p('Nombre y firma del paciente: ________________________   Fecha: ____________'),
      p('Nombre y firma del terapeuta: ______________________'),
    ],
  },
  {
    title: 'Cuidados después de la sesión de biomagnetismo',
    description: 'Recomendaciones para las 24 horas posteriores a tu sesión.',
    category: 'Cuidados',
    audience: 'pacientes',
    published: true,
    fileName: 'cuidados-despues-de-la-sesion.pdf',
    blocks: [
      p(
        'Después de la sesión es normal sentir cansancio o sueño. Estas recomendaciones ayudan a que tu cuerpo se recupere.',
      ),
      h('Durante las primeras 24 horas'),
      b('Bebe al menos dos litros de agua natural a lo largo del día.'),
      b('Evita el alcohol, el exceso de café y los alimentos muy procesados.'),
      b('Descansa y, si puedes, duerme un poco más de lo habitual.'),
      b('Anota cualquier molestia para comentarla en tu próxima cita.'),
      h('Cuándo llamar a tu terapeuta'),
      p(
        'Si tienes dolores de cabeza intensos, fiebre o una molestia que no cede, escribe a tu terapeuta por el chat de la aplicación.',
      ),
      p(NOTICE),
    ],
  },
  {
    title: 'Guía de Flores de Bach: los 38 remedios en siete grupos',
    description: 'Resumen de los remedios del Dr. Edward Bach y de cómo se agrupan.',
    category: 'Flores de Bach',
    audience: 'ambos',
    published: true,
    fileName: 'guia-flores-de-bach.pdf',
    blocks: [
      p(
        'El Dr. Edward Bach describió 38 remedios florales agrupados según siete estados emocionales. Tu terapeuta elige la mezcla a partir de una entrevista.',
      ),
      h('Los siete grupos'),
      b('Miedo: Rock Rose, Mimulus, Cherry Plum, Aspen, Red Chestnut.'),
      b('Incertidumbre: Cerato, Scleranthus, Gentian, Gorse, Hornbeam, Wild Oat.'),
      b(
        'Falta de interés por el presente: Clematis, Honeysuckle, Wild Rose, Olive, White Chestnut, Mustard, Chestnut Bud.',
      ),
      b('Soledad: Water Violet, Impatiens, Heather.'),
      b('Hipersensibilidad a influencias e ideas: Agrimony, Centaury, Walnut, Holly.'),
      b(
        'Desaliento o desesperación: Larch, Pine, Elm, Sweet Chestnut, Star of Bethlehem, Willow, Oak, Crab Apple.',
      ),
      b(
        'Preocupación excesiva por el bienestar de los demás: Chicory, Vervain, Vine, Beech, Rock Water.',
      ),
      h('Cómo se toman'),
      p(
        'Lo habitual son cuatro gotas, cuatro veces al día, directamente bajo la lengua o en un poco de agua. Sigue siempre la indicación de tu terapeuta.',
      ),
      p(NOTICE),
    ],
  },
  {
    title: 'Protocolo de rastreo: orden sugerido de puntos',
    description: 'Guía de consulta rápida para el rastreo en consulta.',
    category: 'Protocolos',
    audience: 'terapeutas',
    published: true,
    fileName: 'protocolo-de-rastreo.pdf',
    blocks: [
      p(
        'Este protocolo resume el orden de rastreo que usa la red de consultorios. Complementa la Lista de Rastreo del catálogo, que puedes reordenar.',
      ),
      h('Antes de empezar'),
      b('Confirma el consentimiento informado firmado en el expediente.'),
      b('Registra el motivo de consulta y los antecedentes relevantes.'),
      h('Orden sugerido'),
      b('Cabeza: hipófisis, pineal, occipital.'),
      b('Cuello: bulbo raquídeo, tiroides.'),
      b('Tórax: timo, pleura, pulmones.'),
      b('Abdomen: cardias, hígado, páncreas, bazo, riñones, vejiga.'),
      h('Registro'),
      p(
        'Anota los pares encontrados y los minutos aplicados en la nota de sesión; una nota firmada ya no se edita y las correcciones van como adenda.',
      ),
    ],
  },
  {
    title: 'Aviso de privacidad para pacientes (borrador 2027)',
    description: 'Versión en revisión; todavía no se publica.',
    category: 'Formatos',
    audience: 'pacientes',
    published: false,
    fileName: 'aviso-de-privacidad-borrador.pdf',
    blocks: [
      p(
        'Borrador en revisión del aviso de privacidad conforme a la Ley Federal de Protección de Datos Personales en Posesión de los Particulares.',
      ),
    ],
  },
];

export interface DemoArticle {
  title: string;
  summary: string;
  category: string;
  audience: 'terapeutas' | 'pacientes' | 'ambos';
  /** Two colours of the generated cover. */
  colors: [string, string];
  body: string;
}

export const DEMO_ARTICLES: DemoArticle[] = [
  {
    title: '¿Qué es el par biomagnético?',
    summary:
      'Una explicación sencilla de la terapia, de cómo es una sesión y de lo que no promete.',
    category: 'Biomagnetismo',
    audience: 'ambos',
    colors: ['#0f766e', '#99f6e4'],
    body: `El **par biomagnético** es una terapia complementaria que utiliza imanes de polaridad opuesta colocados en pares de puntos del cuerpo.

## Cómo es una sesión

1. Conversas con tu terapeuta sobre el motivo de consulta.
2. Te recuestas vestido sobre la camilla.
3. Tu terapeuta hace un rastreo de puntos y coloca los imanes durante algunos minutos.

## Lo que conviene saber

- La sesión no duele y dura alrededor de una hora.
- Es normal sentir sueño o cansancio después.
- Bebe agua y descansa ese día.

> ${NOTICE}

Si quieres saber más sobre tus derechos como paciente, consulta la información de la [Secretaría de Salud](https://www.gob.mx/salud).`,
  },
  {
    title: 'Cómo prepararte para tu primera sesión',
    summary: 'Qué llevar, qué comer y qué preguntar en tu primera cita.',
    category: 'Primeros pasos',
    audience: 'pacientes',
    colors: ['#1d4ed8', '#bfdbfe'],
    body: `Tu primera cita es también una entrevista: tu terapeuta necesita conocerte.

## Antes de la cita

- Come ligero dos horas antes.
- Usa ropa cómoda.
- Lleva la lista de medicamentos que tomas y tus estudios recientes, si los tienes.

## Durante la cita

Pregunta con confianza. Algunas preguntas útiles:

- ¿Cuántas sesiones se recomiendan en mi caso?
- ¿Qué cuidados debo tener después?
- ¿Cómo te escribo si tengo dudas? (Puedes usar el chat de la aplicación.)

Recuerda que puedes **reprogramar o cancelar** desde «Mis citas» con la anticipación que marque tu terapeuta.`,
  },
  {
    title: 'Flores de Bach: cómo se eligen y cómo se toman',
    summary: 'Los siete grupos de remedios, la mezcla personal y la dosis habitual.',
    category: 'Flores de Bach',
    audience: 'ambos',
    colors: ['#a21caf', '#f5d0fe'],
    body: `Las flores de Bach son 38 remedios agrupados en siete estados emocionales: miedo, incertidumbre, falta de interés por el presente, soledad, hipersensibilidad a influencias, desaliento y preocupación excesiva por los demás.

## La mezcla personal

Tu terapeuta elige de una a siete flores según lo que conversen. La mezcla se prepara en un gotero con agua y un conservador.

## La dosis habitual

- Cuatro gotas, cuatro veces al día.
- Bajo la lengua o en un poco de agua.
- Durante tres o cuatro semanas, y luego se revisa.

_Rescue Remedy_ (Remedio de Rescate) es una mezcla de cinco flores para momentos de crisis.`,
  },
  {
    title: 'Hidratación y descanso después de la terapia',
    summary: 'Por qué el agua y el sueño importan en los días siguientes a tu sesión.',
    category: 'Cuidados',
    audience: 'pacientes',
    colors: ['#0369a1', '#bae6fd'],
    body: `Después de una sesión de biomagnetismo el cuerpo agradece **agua y descanso**.

## Agua

Bebe al menos dos litros al día durante las 24 horas siguientes. El agua natural es la mejor opción; evita los refrescos y el alcohol.

## Descanso

- Duerme siete u ocho horas.
- Evita el ejercicio intenso ese día.
- Si trabajas frente a una pantalla, haz pausas cada hora.

Si notas dolores de cabeza, mareo o cansancio que no ceden, avisa a tu terapeuta.`,
  },
  {
    title: 'Notas de sesión y NOM-004: buenas prácticas',
    summary: 'Cómo llevar el expediente: notas firmadas, adendas y conservación.',
    category: 'Práctica profesional',
    audience: 'terapeutas',
    colors: ['#b45309', '#fde68a'],
    body: `La NOM-004-SSA3-2012 describe cómo se integra y conserva un expediente clínico. Aunque nuestra práctica es complementaria, seguir sus principios protege al paciente y al terapeuta.

## En la aplicación

- Cada cita completada tiene su **nota de sesión**.
- Una nota **firmada** no se modifica: las correcciones se agregan como **adenda**, con autor, fecha y hora.
- Solo tú lees tus notas clínicas; cada lectura queda en la bitácora.

## Conservación

Los expedientes no se borran: se conservan al menos cinco años después de la última consulta. Desactivar a un paciente lo oculta de tus listas.

Consulta la norma completa en el [Diario Oficial de la Federación](https://www.dof.gob.mx).`,
  },
  {
    title: 'Dolores de cabeza tensionales: hábitos que ayudan',
    summary: 'Postura, pausas, respiración y sueño para reducir los dolores de cabeza por tensión.',
    category: 'Bienestar',
    audience: 'ambos',
    colors: ['#be123c', '#fecdd3'],
    body: `Los dolores de cabeza **tensionales** suelen sentirse como una banda que aprieta la frente o la nuca. Muchos se relacionan con la postura, el estrés y el sueño.

## Hábitos que ayudan

- **Pausas activas**: cada hora, mueve hombros y cuello durante un minuto.
- **Respiración**: inhala en cuatro tiempos, retén cuatro y exhala en seis. Repite cinco veces.
- **Pantallas**: sube el monitor a la altura de los ojos.
- **Sueño**: procura horarios regulares.

Encontrarás un video de respiración guiada en la pestaña **Videos**.

> ${NOTICE}`,
  },
];
