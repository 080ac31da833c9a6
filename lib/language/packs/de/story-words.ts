// Words a behavioural question in German uses whatever it is about ("a project", "your team"):
// every story has them, so sharing one says nothing about whether a story answers the question.
export const STORY_WORDS = 'team arbeit projekt projekte situation erfahrung problem herausforderung schwierig moment firma unternehmen rolle tag';
