// Spanish (tú, as Spanish-language coaching notes address the reader).
import type { TalkingPointLanguage } from '../../../llm/offline/offline-language';

export const TALKING_POINTS: TalkingPointLanguage = {
  words: {
    heading: '**Puntos clave sin conexión** (no hay ningún modelo de IA configurado: sacados de tu currículum y de la descripción del puesto)',
    addDocuments: 'Añade tu currículum y la descripción del puesto (en Personalize) para recibir puntos basados en tu propia experiencia.',
    line: '- **{label}:** {text}',
    quotes: ['«', '»'],
    behavioural: {
      intro: 'Responde con un ejemplo real, en el orden STAR:',
      situation: { label: 'Situación / Tarea', advice: 'Dónde estabas y qué había que hacer.' },
      action: { label: 'Acción', advice: 'Lo que hiciste tú, paso a paso: es la parte más larga.' },
      result: { label: 'Resultado', advice: 'Cómo terminó, con una cifra si la tienes, y qué aprendiste.' },
    },
    technical: {
      intro: 'Primero responde a la pregunta sin rodeos (qué es, cómo funciona, ventajas e inconvenientes) y después:',
      usedIt: { label: 'Dónde lo has aplicado', advice: 'Un proyecto en el que te tocó usarlo.' },
      alsoRelevant: 'También relevante',
    },
    situational: {
      intro: 'Di primero qué harías y luego los pasos y el porqué:',
      first: { label: 'Lo primero', advice: 'aclarar el objetivo, a quién afecta y el plazo.' },
      similar: { label: 'Experiencia parecida', advice: 'Una situación similar que hayas resuelto.' },
    },
    motivation: {
      draw: { label: 'Qué te atrae del puesto', advice: 'Qué te interesa de verdad de este puesto y de esta empresa.' },
      bring: { label: 'Qué aportas', advice: 'La experiencia que mejor encaja con el puesto.' },
      also: 'Además',
    },
    background: {
      intro: 'Una historia breve que te lleve hasta este puesto:',
      now: { label: 'Hoy', advice: 'A qué te dedicas ahora.' },
      before: { label: 'Antes', advice: 'La experiencia que te ha traído hasta aquí.' },
    },
    general: {
      intro: 'Da primero una respuesta directa y luego respáldala:',
      example: { label: 'De tu experiencia', advice: 'Un ejemplo concreto.' },
      also: 'Además',
    },
    tieToRole: 'Relaciónalo con el puesto',
    story: {
      heading: '**Puntos clave sin conexión** (no hay ningún modelo de IA configurado: tu propia historia, tal como la escribiste)',
      fromStory: '**De tu historia:** {title}',
      noneFits: 'Ninguna de tus historias encaja todavía con esta pregunta; de tu currículum:',
      situation: 'Situación',
      task: 'Tarea',
      action: 'Acción',
      result: 'Resultado',
      figures: 'Cifras',
    },
  },
  achievementWords: ['lideré', 'dirigí', 'creé', 'desarrollé', 'implementé', 'lancé', 'diseñé', 'mejoré', 'reduje', 'aumenté', 'migré', 'gestioné', 'coordiné', 'optimicé', 'automaticé', 'logré', 'resolví'],
};
