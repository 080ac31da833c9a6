// Words a behavioural question in English uses whatever it is about ("a project", "your team"):
// every story has them, so sharing one says nothing about whether a story answers the question.
export const STORY_WORDS = 'team teams work worked working project projects job situation experience problem challenge challenging difficult hard handle handled deal dealt moment share recall remember company role day';
