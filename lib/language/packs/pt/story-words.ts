// Words a behavioural question in Portuguese uses whatever it is about ("a project", "your team"):
// every story has them, so sharing one says nothing about whether a story answers the question.
export const STORY_WORDS = 'equipe trabalho projeto projetos situação experiência problema desafio difícil momento empresa cargo dia';
