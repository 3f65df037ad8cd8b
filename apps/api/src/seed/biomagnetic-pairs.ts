/**
 * More biomagnetic pairs for the reference list (with the first twelve in reference-lists.ts,
 * over a hundred): "point 1|point 2|kind|pathogen type|related pathogen|symptoms", where kind is
 * R (regular / pathogen), E (special / dysfunction), M (emotional) or V (reservoir). Reference
 * names as the practice uses them; the catalogue describes them, it does not diagnose.
 */
const PAIRS = `
Adrenal|Adrenal|E|||Cansancio, presión baja
Ángulo hepático|Ángulo hepático|R|Bacteria|Escherichia coli|Distensión abdominal
Ángulo esplénico|Ángulo esplénico|R|Bacteria|Klebsiella pneumoniae|Gases, dolor en flanco izquierdo
Apéndice|Hígado|R|Bacteria|Enterococcus faecalis|Dolor en fosa ilíaca derecha
Axila|Axila|R|Bacteria|Staphylococcus aureus|Ganglios inflamados
Bazo|Hígado|R|Virus|Virus de la hepatitis A|Náusea, cansancio
Bazo|Pulmón|R|Bacteria|Mycobacterium (referencia del par)|Tos crónica, sudor nocturno
Bronquio|Bronquio|R|Bacteria|Streptococcus pneumoniae|Tos con flema
Bulbo raquídeo|Bulbo raquídeo|R|Virus|Virus de la influenza A|Fiebre, dolor de cuerpo
Cabeza del páncreas|Hígado|R|Parásito|Giardia lamblia|Diarrea, cólicos
Cola del páncreas|Bazo|E|||Alteraciones de glucosa
Calcáneo|Calcáneo|E|||Dolor de talón
Cardias|Estómago|R|Bacteria|Helicobacter pylori|Acidez, reflujo
Carótida|Carótida|R|Virus|Virus del herpes simple tipo 1|Dolor de garganta, fuegos labiales
Ciego|Riñón derecho|R|Parásito|Entamoeba histolytica|Cólicos, evacuaciones con moco
Colon ascendente|Colon ascendente|R|Bacteria|Salmonella typhi|Fiebre, malestar intestinal
Colon transverso|Colon transverso|R|Hongo|Candida albicans|Inflamación, antojo de azúcar
Conducto deferente|Conducto deferente|R|Bacteria|Chlamydia trachomatis|Molestia urinaria
Costal|Costal|R|Virus|Virus de Coxsackie|Dolor torácico al respirar
Cuello|Cuello|R|Virus|Virus de Epstein-Barr|Ganglios, cansancio prolongado
Diafragma|Diafragma|M|||Respiración corta por tensión
Duodeno|Duodeno|R|Bacteria|Helicobacter pylori|Dolor en boca del estómago
Escápula|Escápula|E|||Contractura dorsal
Esófago|Vejiga|R|Bacteria|Proteus mirabilis|Ardor al orinar
Esternón|Esternón|M|||Opresión en el pecho por angustia
Estómago|Paratiroides|R|Bacteria|Shigella|Diarrea aguda
Frontal|Frontal|M|||Preocupación, pensamientos repetitivos
Hígado|Riñón derecho|R|Virus|Citomegalovirus|Cansancio, febrícula
Hipófisis|Bulbo raquídeo|E|||Alteraciones hormonales
Hombro|Hombro|E|||Dolor de hombro
Íleon|Íleon|R|Parásito|Ascaris lumbricoides|Dolor abdominal, falta de apetito
Ingle|Ingle|R|Hongo|Trichophyton|Comezón en pliegues
Lengua|Lengua|R|Hongo|Candida albicans|Lengua blanca, mal aliento
Mastoides|Mastoides|R|Bacteria|Streptococcus pyogenes|Dolor de oído
Maxilar|Maxilar|R|Bacteria|Streptococcus mutans|Dolor dental
Nervio ciático|Nervio ciático|E|||Dolor lumbar que baja a la pierna
Occipital|Riñón|R|Virus|Varicela zóster|Dolor en la nuca
Oído|Oído|R|Bacteria|Pseudomonas aeruginosa|Otitis, zumbido
Ojo|Ojo|R|Virus|Adenovirus|Ojos rojos, lagrimeo
Ovario|Ovario|E|||Cólico menstrual
Páncreas|Hígado|R|Parásito|Toxoplasma gondii|Cansancio, ganglios
Páncreas|Riñón|E|||Sed frecuente
Parietal|Parietal|M|||Ira contenida
Pericardio|Pericardio|R|Virus|Virus de Coxsackie B|Palpitaciones, cansancio
Peritoneo|Peritoneo|R|Bacteria|Escherichia coli|Dolor abdominal difuso
Píloro|Hígado|R|Bacteria|Helicobacter pylori|Llenura temprana
Pleura|Pleura|R|Bacteria|Mycoplasma pneumoniae|Dolor al respirar
Pómulo|Pómulo|R|Bacteria|Haemophilus influenzae|Sinusitis
Próstata|Recto|R|Bacteria|Escherichia coli|Micción frecuente
Pulmón|Pulmón|R|Virus|Virus sincicial respiratorio|Tos, silbido al respirar
Recto|Recto|R|Parásito|Enterobius vermicularis|Comezón anal nocturna
Riñón|Vejiga|R|Bacteria|Escherichia coli|Infección urinaria recurrente
Rodilla|Rodilla|E|||Dolor e inflamación de rodilla
Sacro|Sacro|E|||Dolor sacro
Senos paranasales|Senos paranasales|R|Bacteria|Moraxella catarrhalis|Congestión nasal
Sien|Sien|M|||Dolor de cabeza tensional
Suprarrenal|Suprarrenal|E|||Estrés sostenido
Testículo|Testículo|R|Virus|Virus de la parotiditis|Inflamación testicular
Timo|Timo|R|Virus|Virus del papiloma humano|Verrugas
Tiroides|Timo|E|||Baja energía
Tráquea|Tráquea|R|Bacteria|Bordetella pertussis|Tos en accesos
Uréter|Uréter|R|Bacteria|Proteus mirabilis|Dolor lumbar con ardor
Útero|Útero|R|Parásito|Trichomonas vaginalis|Flujo y comezón
Vejiga|Uretra|R|Bacteria|Staphylococcus saprophyticus|Ardor al orinar
Vesícula biliar|Vesícula biliar|R|Bacteria|Clostridium perfringens|Cólico biliar, distensión
Yeyuno|Yeyuno|R|Parásito|Taenia solium|Pérdida de peso, hambre frecuente
Trompa de Falopio|Trompa de Falopio|R|Bacteria|Neisseria gonorrhoeae|Dolor pélvico
Tibia|Tibia|E|||Calambres nocturnos
Amígdala|Amígdala|R|Bacteria|Streptococcus pyogenes|Amigdalitis
Parótida|Parótida|R|Virus|Virus de la parotiditis|Inflamación bajo la oreja
Paratiroides|Paratiroides|E|||Calambres, uñas frágiles
Epiplón|Epiplón|R|Hongo|Aspergillus|Inflamación abdominal persistente
Corazón|Corazón|M|||Tristeza, sensación de pérdida
Hígado|Hígado|M|||Enojo, irritabilidad
Pulmón|Colon|M|||Duelo, nostalgia
Riñón|Suprarrenal|M|||Miedo, inseguridad
Estómago|Bazo|M|||Preocupación excesiva
Pineal|Pineal|E|||Insomnio, ritmo de sueño alterado
Quiasma óptico|Quiasma óptico|E|||Vista cansada
Cervical|Cervical|E|||Contractura cervical
Dorsal|Dorsal|E|||Dolor entre omóplatos
Lumbar|Lumbar|E|||Dolor lumbar
Codo|Codo|E|||Dolor de codo al cargar
Muñeca|Muñeca|E|||Hormigueo en la mano
Tobillo|Tobillo|E|||Inflamación de tobillo
Supraespinoso|Supraespinoso|E|||Dolor al levantar el brazo
Hígado|Vesícula biliar|V|||Digestión lenta de grasas
Bazo|Bazo|V|||Defensas bajas
Timo|Suprarrenal|V|||Infecciones repetidas
Colon|Colon|V|||Estreñimiento crónico
Recto|Vejiga|V|||Molestias pélvicas
Pleura|Pulmón|V|||Tos persistente
Cardias|Cardias|V|||Reflujo de larga evolución
Uretra|Uretra|R|Bacteria|Ureaplasma urealyticum|Ardor leve al orinar
Piel|Piel|R|Hongo|Malassezia furfur|Manchas claras en la piel
Uña|Uña|R|Hongo|Trichophyton rubrum|Uñas engrosadas
Encía|Encía|R|Bacteria|Porphyromonas gingivalis|Encías que sangran
`;

const KIND = {
  R: 'Regular / patógeno',
  E: 'Especial / disfunción',
  M: 'Emocional',
  V: 'Reservorio',
} as const;

export const MORE_BIOMAGNETIC_PAIRS = PAIRS.trim()
  .split('\n')
  .map((line) => {
    const [point1, point2, kind, pathogenType, pathogen, symptoms] = line.split('|') as [
      string,
      string,
      keyof typeof KIND,
      string,
      string,
      string,
    ];
    return {
      name: `${point1} – ${point2}`,
      point1,
      point2,
      category: KIND[kind],
      pathogenType,
      pathogen,
      symptoms,
      notes: '',
    };
  });
