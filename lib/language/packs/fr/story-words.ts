// Words a behavioural question in French uses whatever it is about ("a project", "your team"):
// every story has them, so sharing one says nothing about whether a story answers the question.
export const STORY_WORDS = 'équipe travail projet projets situation expérience problème défi difficile moment entreprise poste jour';
