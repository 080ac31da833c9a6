// Words a behavioural question in Spanish uses whatever it is about ("a project", "your team"):
// every story has them, so sharing one says nothing about whether a story answers the question.
export const STORY_WORDS = 'equipo trabajo proyecto proyectos situación experiencia problema reto desafío difícil momento empresa puesto día manejaste';
