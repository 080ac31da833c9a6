// Spanish, held-out split: kept out of the tuning of the unsupported-claim check, so that its
// figures here say how it does on sentences nobody tuned it on. The engineer tuning the check does
// not open this file. Its candidates, companies and sentences are not those of es.tune.ts.
import type { ClaimSet } from '../types';

export const ES_HELD_OUT: ClaimSet = {
  lang: 'es',
  split: 'held-out',
  contexts: [
    {
      id: 'es-h-enfermeria',
      lang: 'es',
      company: 'Hospital Virgen del Mar',
      resume: [
        'Rosa Méndez — Enfermera Jefa de Planta',
        'Hospital San Rafael, Sevilla (septiembre de 2017 – hoy)',
        '- Coordino una planta de 32 camas y un equipo de 18 enfermeras',
        '- Reduje las caídas de pacientes un 45 % con rondas horarias',
        'Clínica Santa Elena (2012 – 2017), Enfermera',
      ].join('\n'),
      stories: ['Situación: teníamos demasiadas caídas de noche. Acción: implanté rondas horarias y formé a 18 enfermeras. Resultado: las caídas bajaron un 45 % en seis meses.'],
      candidateSaid: ['Tengo el máster en urgencias desde 2015.'],
      jobDescription: 'Supervisora de Enfermería en el Hospital Virgen del Mar. Unidad de urgencias con 120 urgencias al día. Se valora experiencia con el programa SELENE.',
      interviewer: ['Aquí hacemos turnos de 12 horas.', 'Háblame de una mejora de seguridad que hayas liderado.'],
    },
    {
      id: 'es-h-diseno-en-resume',
      lang: 'es',
      company: 'Kora',
      resume: [
        'Javier Soto — Senior Product Designer',
        'Lumio (April 2021 – present)',
        '- Redesigned checkout, lifting conversion by 17%',
        '- Built the Prism design system used by 6 product teams',
        'Pixelforge Studio (2017 – 2021), Product Designer',
        'Tools: Figma, Maze',
      ].join('\n'),
      stories: ['Situation: Checkout abandonment was high on mobile. Action: I ran 5 rounds of usability tests in Maze and cut checkout to two steps. Result: conversion rose 17%.'],
      candidateSaid: [],
      jobDescription: 'Diseñador de Producto Principal en Kora. Liderarás el rediseño de la app, con 3 millones de usuarios. Experiencia con Framer.',
      interviewer: ['Nuestra tasa de conversión en el registro es del 12 %.', '¿Cómo mides el impacto de un rediseño?'],
    },
  ],
  cases: [
    { id: 'es-h-01', context: 'es-h-enfermeria', sentence: 'En el Hospital San Rafael coordino una planta de 32 camas y un equipo de 18 enfermeras [1].', expected: [], tags: ['supported', 'figure', 'name', 'several'] },
    { id: 'es-h-02', context: 'es-h-enfermeria', sentence: 'Con las rondas horarias reduje las caídas un cuarenta y cinco por ciento.', expected: [], tags: ['supported', 'spelled', 'figure'] },
    { id: 'es-h-03', context: 'es-h-enfermeria', sentence: 'He gestionado una unidad de urgencias con 120 urgencias al día.', expected: ['120'], tags: ['hiring-only', 'figure'] },
    { id: 'es-h-04', context: 'es-h-enfermeria', sentence: 'Con 120 urgencias al día en su unidad, reforzaría el triaje en las horas punta.', expected: [], tags: ['hiring-mention', 'figure'] },
    { id: 'es-h-05', context: 'es-h-enfermeria', sentence: 'Fui supervisora de enfermería en la Clínica Santa Elena.', expected: ['supervisora de enfermería'], tags: ['hiring-only', 'title', 'name'] },
    { id: 'es-h-06', context: 'es-h-enfermeria', sentence: 'En el Hospital San Rafael registraba los cuidados en SELENE.', expected: ['SELENE'], tags: ['hiring-only', 'name'] },
    { id: 'es-h-07', context: 'es-h-enfermeria', sentence: 'Aprendería a usar SELENE en pocas semanas.', expected: [], tags: ['hiring-mention', 'name'] },
    { id: 'es-h-08', context: 'es-h-enfermeria', sentence: 'Tengo el máster en urgencias desde 2015.', expected: [], tags: ['supported', 'figure'] },
    { id: 'es-h-09', context: 'es-h-enfermeria', sentence: 'Entré en el Hospital San Rafael en octubre de 2016.', expected: ['octubre de 2016'], tags: ['unsupported', 'date', 'name'] },
    { id: 'es-h-10', context: 'es-h-enfermeria', sentence: 'En mi planta hacíamos turnos de 12 horas.', expected: ['12'], tags: ['hiring-only', 'figure'] },
    { id: 'es-h-11', context: 'es-h-enfermeria', sentence: 'En la hoja de seguimiento, la meta de caídas era del `0,5 %` al mes.', expected: ['0,5 %'], tags: ['unsupported', 'code', 'figure'] },
    { id: 'es-h-12', context: 'es-h-enfermeria', sentence: 'Formé a dieciocho enfermeras en las rondas horarias.', expected: [], tags: ['supported', 'spelled', 'figure'] },
    { id: 'es-h-13', context: 'es-h-enfermeria', sentence: 'Siempre empiezo el turno hablando con el equipo de noche.', expected: [], tags: ['no-claim'] },
    { id: 'es-h-14', context: 'es-h-diseno-en-resume', sentence: 'Como diseñador de producto sénior en Lumio, rediseñé el checkout y subí la conversión un 17 % [1].', expected: [], tags: ['supported', 'cross-language', 'title', 'name', 'figure', 'several'] },
    { id: 'es-h-15', context: 'es-h-diseno-en-resume', sentence: 'Construí el sistema de diseño Prism, que usan 6 equipos de producto.', expected: [], tags: ['supported', 'name', 'figure'] },
    { id: 'es-h-16', context: 'es-h-diseno-en-resume', sentence: 'Fui diseñador de producto principal en Pixelforge Studio.', expected: ['diseñador de producto principal'], tags: ['hiring-only', 'title', 'name'] },
    { id: 'es-h-17', context: 'es-h-diseno-en-resume', sentence: 'En Lumio rediseñé una app con 3 millones de usuarios.', expected: ['3 millones'], tags: ['hiring-only', 'figure'] },
    { id: 'es-h-18', context: 'es-h-diseno-en-resume', sentence: 'Con 3 millones de usuarios, cada cambio en Kora se puede validar en pocos días.', expected: [], tags: ['hiring-mention', 'figure', 'name'] },
    { id: 'es-h-19', context: 'es-h-diseno-en-resume', sentence: 'En Lumio prototipaba todo en Framer.', expected: ['Framer'], tags: ['hiring-only', 'name'] },
    { id: 'es-h-20', context: 'es-h-diseno-en-resume', sentence: 'Hice cinco rondas de pruebas de usabilidad en Maze.', expected: [], tags: ['supported', 'name'] },
    { id: 'es-h-21', context: 'es-h-diseno-en-resume', sentence: 'Entré en Lumio en abril de 2021.', expected: [], tags: ['supported', 'cross-language', 'date', 'name'] },
    { id: 'es-h-22', context: 'es-h-diseno-en-resume', sentence: 'Subí la conversión del registro del 12 % al 20 %.', expected: ['12 %', '20 %'], tags: ['hiring-only', 'unsupported', 'figure', 'several'] },
    { id: 'es-h-23', context: 'es-h-diseno-en-resume', sentence: 'Reduje las variantes del componente `Button` de `14` a `7`.', expected: ['14', '7'], tags: ['unsupported', 'code', 'figure', 'several'] },
  ],
};
