// The offline practice bank in Spanish: questions as interviewers in Spain and Latin America
// ask them (usted, the register of a first interview), written for Cuecard, not translated.
import type { PracticeQuestion } from '../../../practice/practice-question';
import { bankGroup } from '../../../practice/question-group';

const group = bankGroup('es');

export const PRACTICE_QUESTIONS: readonly PracticeQuestion[] = [
  ...group('gen-b', 'behavioural', ['general'], [
    ['Cuénteme alguna ocasión en la que tuvo que entregar un trabajo con un plazo casi imposible. ¿Cómo lo organizó?', 'plazo, prioridades, presión, planificación, entrega'],
    ['Hábleme de un desacuerdo que tuvo con un compañero de trabajo y de cómo lo resolvieron.', 'conflicto, colaboración, equipo, comunicación, negociación'],
    ['Cuénteme un error que cometió en el trabajo. ¿Qué consecuencias tuvo y qué cambió a raíz de ello?', 'error, responsabilidad, aprendizaje, calidad, procesos'],
    ['Deme un ejemplo de una vez en la que tomó la iniciativa sin que nadie se lo pidiera.', 'iniciativa, proactividad, liderazgo, mejora, autonomía'],
    ['¿Recuerda alguna crítica que le costó aceptar? ¿Qué hizo con ella?', 'crítica, retroalimentación, crecimiento, autocrítica, mejora'],
    ['Hábleme de una vez en la que tuvo que aprender una herramienta o un tema nuevo en muy poco tiempo.', 'aprendizaje, adaptación, herramientas, formación, rapidez'],
    ['Cuénteme un proyecto que no salió como esperaba. ¿Cuál fue su papel y qué aprendió?', 'fracaso, proyecto, resiliencia, lecciones, entrega'],
    ['Descríbame una situación en la que tuvo que convencer a un superior de que cambiara de opinión.', 'influencia, persuasión, argumentos, liderazgo, comunicación'],
    ['Cuénteme una ocasión en la que le llegaron varias urgencias a la vez. ¿Cómo decidió por dónde empezar?', 'prioridades, urgencias, organización, gestión del tiempo, criterio'],
    ['Deme un ejemplo de un proceso que mejoró. ¿Cómo supo que había funcionado?', 'procesos, mejora, eficiencia, indicadores, automatización'],
    ['Hábleme de alguna vez en la que ayudó a un compañero que estaba pasando por un mal momento en el trabajo.', 'apoyo, equipo, compañerismo, mentoría, colaboración'],
    ['Cuénteme una situación en la que tuvo que trabajar con muy poca información o sin instrucciones claras.', 'ambigüedad, autonomía, criterio, iniciativa, resolución de problemas'],
    ['Hábleme de una decisión que tomó y que resultó equivocada. ¿Cómo se dio cuenta y qué hizo después?', 'decisión, criterio, responsabilidad, aprendizaje, riesgo'],
    ['Cuénteme alguna vez en la que fue más allá de lo que le tocaba para ayudar a un cliente.', 'cliente, servicio, compromiso, iniciativa, atención'],
    ['Descríbame una vez en la que tuvo que dar una mala noticia a alguien. ¿Cómo lo planteó?', 'comunicación, conversación difícil, honestidad, empatía, tacto'],
    ['¿De qué logro profesional está más orgulloso y qué aportó usted exactamente?', 'logro, impacto, resultados, contribución, orgullo'],
    ['Hábleme de un proyecto en el que trabajó con personas de otros departamentos.', 'transversal, colaboración, departamentos, comunicación, coordinación'],
    ['Cuénteme cómo detectó un riesgo antes de que se convirtiera en un problema.', 'riesgo, anticipación, prevención, criterio, alerta'],
    ['Deme un ejemplo de una vez en la que tuvo que cambiar de planes sobre la marcha porque lo previsto no funcionaba.', 'adaptación, cambio, flexibilidad, resolución de problemas, improvisación'],
    ['Cuénteme cómo gestionó a un cliente o a una persona especialmente difícil.', 'cliente difícil, paciencia, negociación, comunicación, conflicto'],
  ]),
  ...group('gen-o', 'other', ['general'], [
    ['Para empezar, hábleme un poco de usted y de su trayectoria.', 'trayectoria, experiencia, perfil, carrera, formación'],
    ['¿Por qué le interesa este puesto y por qué en nuestra empresa?', 'motivación, empresa, puesto, valores, interés'],
    ['¿Qué le gustaría haber conseguido en sus primeros tres meses con nosotros?', 'objetivos, incorporación, plan, prioridades, impacto'],
    ['Si dos responsables le pidieran cosas contradictorias el mismo día, ¿qué haría?', 'prioridades, conflicto, responsables, comunicación, criterio'],
    ['¿En qué tipo de ambiente de trabajo rinde mejor?', 'ambiente, cultura, equipo, autonomía, valores'],
    ['¿Dónde se ve profesionalmente dentro de cinco años?', 'carrera, crecimiento, objetivos, desarrollo, ambición'],
    ['Imagine que ve a un compañero saltarse un procedimiento importante. ¿Cómo actuaría?', 'ética, integridad, calidad, comunicación, procedimientos'],
    ['¿Cuál diría que es su mayor fortaleza y en qué aspecto está trabajando para mejorar?', 'fortalezas, debilidades, autoconocimiento, mejora, equipo'],
    ['Si al incorporarse descubre que el equipo va retrasado en una entrega clave, ¿qué haría la primera semana?', 'plazo, retraso, planificación, equipo, entrega'],
    ['¿Cómo se mantiene al día en su sector?', 'formación, actualización, aprendizaje, sector, desarrollo'],
    ['¿Por qué quiere dejar su trabajo actual?', 'motivación, cambio, carrera, crecimiento, expectativas'],
    ['¿Qué le motiva en el trabajo día a día?', 'motivación, valores, propósito, satisfacción, compromiso'],
    ['Si tuviera que explicar su trabajo a alguien que no sabe nada del tema, ¿cómo lo haría?', 'comunicación, claridad, explicación, divulgación, empatía'],
    ['¿Qué espera de su próximo jefe o jefa?', 'liderazgo, expectativas, relación, feedback, autonomía'],
  ]),
];
