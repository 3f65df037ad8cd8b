import { searchKey } from '@armonia/shared';
import type { Db } from '../core/db/client.ts';
import { tags } from '../core/db/schema.ts';
import { createCataloguesRepository } from '../features/catalogues/catalogues.repository.ts';

/**
 * The demo's general catalogues: catalogue → group → subgroup → registers "name|description|tags"
 * (tags separated by commas), so that «Catálogos Integrados» and the search have real content.
 */
const CATALOGUES: Record<
  string,
  { description: string; groups: Record<string, Record<string, string[]>> }
> = {
  'Órganos y sistemas': {
    description: 'Órganos de referencia para el rastreo, por aparato y sistema.',
    groups: {
      Digestivo: {
        'Estómago y esófago': [
          'Esófago|Conducto que lleva el alimento al estómago; ardor y reflujo.|Digestivo',
          'Cardias|Unión del esófago con el estómago; relacionado con reflujo.|Digestivo',
          'Estómago|Digestión de proteínas; acidez, gastritis.|Digestivo,Crónico',
          'Píloro|Salida del estómago al duodeno; llenura temprana.|Digestivo',
        ],
        Intestino: [
          'Duodeno|Primera porción del intestino delgado; dolor en boca del estómago.|Digestivo',
          'Íleon|Absorción de nutrientes; dolor abdominal bajo.|Digestivo',
          'Colon ascendente|Inflamación, gases y distensión.|Digestivo',
          'Colon descendente|Estreñimiento y colitis.|Digestivo,Crónico',
          'Recto|Molestias al evacuar.|Digestivo',
          'Apéndice|Dolor en fosa ilíaca derecha.|Digestivo,Infeccioso',
        ],
        'Glándulas anexas': [
          'Páncreas|Enzimas digestivas e insulina; alteraciones de glucosa.|Digestivo,Endocrino',
          'Hígado|Metabolismo y desintoxicación; cansancio y digestión lenta.|Digestivo',
          'Vesícula biliar|Digestión de grasas; cólico biliar.|Digestivo',
        ],
      },
      Respiratorio: {
        'Vías altas': [
          'Senos paranasales|Congestión nasal y sinusitis.|Respiratorio,Infeccioso',
          'Amígdalas|Dolor de garganta recurrente.|Respiratorio,Infantil',
          'Tráquea|Tos seca persistente.|Respiratorio',
        ],
        'Vías bajas': [
          'Bronquios|Tos con flema, silbido al respirar.|Respiratorio',
          'Pulmones|Intercambio de gases; tos crónica.|Respiratorio,Crónico',
          'Pleura|Dolor al respirar profundamente.|Respiratorio',
        ],
      },
      'Endocrino y nervioso': {
        Glándulas: [
          'Hipófisis|Regula otras glándulas; alteraciones hormonales.|Endocrino',
          'Tiroides|Metabolismo y energía.|Endocrino,Crónico',
          'Suprarrenales|Respuesta al estrés; cansancio.|Endocrino,Emocional',
          'Timo|Defensas; infecciones repetidas.|Endocrino,Infantil',
        ],
        'Sistema nervioso': [
          'Bulbo raquídeo|Funciones automáticas; mareo.|Nervioso',
          'Nervio ciático|Dolor lumbar que baja a la pierna.|Nervioso,Crónico',
          'Occipital|Dolores de cabeza en la nuca.|Nervioso,Emocional',
        ],
      },
      Urinario: {
        'Riñones y vías': [
          'Riñón|Filtra la sangre; retención de líquidos.|Urinario',
          'Vejiga|Infección urinaria recurrente, ardor.|Urinario,Infeccioso',
          'Uréter|Dolor lumbar con ardor al orinar.|Urinario',
        ],
      },
    },
  },
  'Patógenos de referencia': {
    description: 'Microorganismos que la práctica asocia a los pares biomagnéticos.',
    groups: {
      Bacterias: {
        'Gram negativas': [
          'Helicobacter pylori|Asociada a gastritis y úlcera.|Infeccioso,Digestivo',
          'Escherichia coli|Infección urinaria e intestinal.|Infeccioso,Urinario',
          'Salmonella typhi|Fiebre tifoidea.|Infeccioso,Digestivo',
          'Klebsiella pneumoniae|Infecciones respiratorias.|Infeccioso,Respiratorio',
        ],
        'Gram positivas': [
          'Staphylococcus aureus|Infecciones de piel y ganglios.|Infeccioso',
          'Streptococcus pyogenes|Faringoamigdalitis.|Infeccioso,Infantil',
          'Streptococcus pneumoniae|Neumonía y otitis.|Infeccioso,Respiratorio',
        ],
      },
      Virus: {
        Respiratorios: [
          'Virus de la influenza A|Fiebre, dolor de cuerpo y tos.|Infeccioso,Respiratorio',
          'Rinovirus|Resfriado común.|Infeccioso,Respiratorio',
        ],
        Herpesvirus: [
          'Herpes simple tipo 1|Fuegos labiales.|Infeccioso',
          'Virus de Epstein-Barr|Cansancio prolongado, ganglios.|Infeccioso,Crónico',
          'Varicela zóster|Varicela y herpes zóster.|Infeccioso,Infantil',
        ],
      },
      Hongos: {
        Levaduras: [
          'Candida albicans|Inflamación intestinal, lengua blanca.|Infeccioso,Digestivo',
          'Malassezia furfur|Manchas claras en la piel.|Infeccioso',
        ],
      },
      Parásitos: {
        Protozoarios: [
          'Entamoeba histolytica|Colitis amibiana.|Infeccioso,Digestivo',
          'Giardia lamblia|Diarrea y cólicos, frecuente en niños.|Infeccioso,Infantil',
          'Toxoplasma gondii|Cansancio y ganglios.|Infeccioso',
        ],
        Helmintos: [
          'Ascaris lumbricoides|Dolor abdominal y falta de apetito.|Infeccioso,Infantil',
          'Enterobius vermicularis|Comezón anal nocturna.|Infeccioso,Infantil',
        ],
      },
    },
  },
  'Emociones y hábitos': {
    description: 'Estados emocionales y hábitos que se exploran en la entrevista.',
    groups: {
      Emociones: {
        Miedo: [
          'Ansiedad anticipatoria|Preocupación por lo que va a pasar.|Emocional',
          'Miedo a la enfermedad|Revisión constante de síntomas.|Emocional',
        ],
        Tristeza: [
          'Duelo|Pérdida reciente de un ser querido.|Emocional',
          'Desánimo|Falta de energía y de interés.|Emocional,Crónico',
        ],
        Enojo: [
          'Irritabilidad|Reacciones intensas ante situaciones pequeñas.|Emocional',
          'Resentimiento|Enojo guardado por largo tiempo.|Emocional',
        ],
      },
      Hábitos: {
        Sueño: [
          'Insomnio de conciliación|Dificultad para quedarse dormido.|Emocional,Crónico',
          'Sueño no reparador|Despertar cansado.|Crónico',
        ],
        Alimentación: [
          'Comer por ansiedad|Antojos en momentos de estrés.|Emocional,Digestivo',
          'Ayuno prolongado|Saltarse comidas con frecuencia.|Digestivo',
        ],
        Movimiento: [
          'Sedentarismo|Menos de 30 minutos de actividad al día.|Crónico',
          'Postura frente a la pantalla|Tensión de cuello y hombros.|Nervioso',
        ],
      },
    },
  },
};

/** A therapist's own registers, seen only by them in «Catálogos Integrados». */
const PRIVATE = [
  'Rastreo rápido de cuello|Secuencia corta para pacientes con contractura cervical.|Nervioso',
  'Seguimiento de colitis|Puntos que reviso en cada cita de seguimiento de colitis.|Digestivo,Crónico',
];

export async function seedDemoCatalogues(db: Db, therapistId: string) {
  const tagNames = [
    ...new Set(
      [...Object.values(CATALOGUES).flatMap((c) => Object.values(c.groups)), PRIVATE]
        .flatMap((g) => (Array.isArray(g) ? g : Object.values(g).flat()))
        .flatMap((line) => line.split('|')[2]!.split(',')),
    ),
  ];
  const tagRows = await db
    .insert(tags)
    .values(tagNames.map((name) => ({ name, nameKey: searchKey(name) })))
    .onConflictDoNothing()
    .returning();
  const tagId = new Map(tagRows.map((t) => [t.name, t.id]));
  // Written the way the catalogue screens write them, through the feature's repository.
  const catalogues = createCataloguesRepository(db);

  async function addRegisters(
    lines: string[],
    place: { catalogId: string; groupId?: string; subgroupId?: string },
    ownerId: string | null,
  ) {
    for (const line of lines) {
      const [name, description, tagged] = line.split('|') as [string, string, string];
      await catalogues.saveRegister(
        {
          ...place,
          ownerId,
          name,
          nameKey: searchKey(name),
          description,
          searchText: searchKey(`${name} ${description}`),
        },
        tagged
          .split(',')
          .filter((t) => tagId.has(t))
          .map((t) => tagId.get(t)!),
      );
    }
  }

  let organs: string | undefined;
  for (const [name, catalogue] of Object.entries(CATALOGUES)) {
    const [catalog] = await catalogues.insertCatalog({
      name,
      nameKey: searchKey(name),
      description: catalogue.description,
    });
    organs ??= catalog!.id;
    for (const [groupName, subgroups] of Object.entries(catalogue.groups)) {
      const [group] = await catalogues.insertGroup({
        catalogId: catalog!.id,
        name: groupName,
        nameKey: searchKey(groupName),
      });
      for (const [subgroupName, lines] of Object.entries(subgroups)) {
        const [subgroup] = await catalogues.insertSubgroup({
          groupId: group!.id,
          name: subgroupName,
          nameKey: searchKey(subgroupName),
        });
        await addRegisters(
          lines,
          { catalogId: catalog!.id, groupId: group!.id, subgroupId: subgroup!.id },
          null,
        );
      }
    }
  }
  await addRegisters(PRIVATE, { catalogId: organs! }, therapistId);
}
