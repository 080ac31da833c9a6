// Words a behavioural question uses whatever it is about ("a project", "your team", "a difficult
// situation"): every story has them, so sharing one says nothing about whether a story answers
// the question. One line per language; the ranker reads them all, as it reads the stop words.
const GENERIC_QUESTION_WORDS: readonly string[] = [
  'team teams work worked working project projects job situation experience problem challenge challenging difficult hard handle handled deal dealt moment share recall remember company role day',
  'equipo trabajo proyecto proyectos situación experiencia problema reto desafío difícil momento empresa puesto día manejaste',
  'equipe trabalho projeto projetos situação experiência problema desafio difícil momento empresa cargo dia',
  'équipe travail projet projets situation expérience problème défi difficile moment entreprise poste jour',
  'team arbeit projekt projekte situation erfahrung problem herausforderung schwierig moment firma unternehmen rolle tag',
];

export const GENERIC_STORY_QUESTION_WORDS: readonly string[] = GENERIC_QUESTION_WORDS.flatMap((line) => line.split(/\s+/).filter(Boolean));
