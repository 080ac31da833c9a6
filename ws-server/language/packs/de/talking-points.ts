// German (Sie, as an interview coach addresses a candidate).
import type { TalkingPointLanguage } from '../../../llm/offline/offline-language';

export const TALKING_POINTS: TalkingPointLanguage = {
  words: {
    heading: '**Offline-Stichpunkte** (kein KI-Modell eingerichtet: aus Ihrem Lebenslauf und der Stellenbeschreibung ausgewählt)',
    addDocuments: 'Fügen Sie Ihren Lebenslauf und die Stellenbeschreibung hinzu (unter Personalize), um Stichpunkte aus Ihrer eigenen Erfahrung zu bekommen.',
    line: '- **{label}:** {text}',
    quotes: ['„', '“'],
    behavioural: {
      intro: 'Antworten Sie mit einem echten Beispiel, nach der STAR-Methode:',
      situation: { label: 'Situation / Aufgabe', advice: 'Wo Sie standen und was zu tun war.' },
      action: { label: 'Vorgehen', advice: 'Was Sie selbst getan haben, Schritt für Schritt: der längste Teil.' },
      result: { label: 'Ergebnis', advice: 'Wie es ausging, möglichst mit einer Zahl, und was Sie daraus gelernt haben.' },
    },
    technical: {
      intro: 'Beantworten Sie zuerst die Frage selbst (was es ist, wie es funktioniert, Vor- und Nachteile), dann:',
      usedIt: { label: 'Wo Sie es eingesetzt haben', advice: 'Ein Projekt, in dem das Thema vorkam.' },
      alsoRelevant: 'Ebenfalls passend',
    },
    situational: {
      intro: 'Sagen Sie zuerst, was Sie tun würden, dann die Schritte und warum:',
      first: { label: 'Zuerst', advice: 'Ziel, Betroffene und Termin klären.' },
      similar: { label: 'Ähnliche Erfahrung', advice: 'Eine vergleichbare Situation, die Sie gemeistert haben.' },
    },
    motivation: {
      draw: { label: 'Was Sie an der Stelle reizt', advice: 'Was Sie an dieser Stelle und diesem Unternehmen wirklich interessiert.' },
      bring: { label: 'Was Sie mitbringen', advice: 'Die Erfahrung, die am besten zur Stelle passt.' },
      also: 'Außerdem',
    },
    background: {
      intro: 'Eine kurze Geschichte, die zu dieser Stelle führt:',
      now: { label: 'Heute', advice: 'Was Sie derzeit machen.' },
      before: { label: 'Davor', advice: 'Die Erfahrung, die Sie hierher gebracht hat.' },
    },
    general: {
      intro: 'Geben Sie zuerst eine direkte Antwort und belegen Sie sie dann:',
      example: { label: 'Aus Ihrer Erfahrung', advice: 'Ein konkretes Beispiel.' },
      also: 'Außerdem',
    },
    tieToRole: 'Bezug zur Stelle',
    story: {
      heading: '**Offline-Stichpunkte** (kein KI-Modell eingerichtet: Ihre eigene Geschichte, so wie Sie sie geschrieben haben)',
      fromStory: '**Aus Ihrer Geschichte:** {title}',
      noneFits: 'Zu dieser Frage passt noch keine Ihrer Geschichten; aus Ihrem Lebenslauf:',
      situation: 'Situation',
      task: 'Aufgabe',
      action: 'Vorgehen',
      result: 'Ergebnis',
      figures: 'Zahlen',
    },
  },
  achievementWords: ['geleitet', 'geführt', 'aufgebaut', 'entwickelt', 'eingeführt', 'konzipiert', 'verbessert', 'reduziert', 'gesenkt', 'gesteigert', 'erhöht', 'migriert', 'verantwortet', 'umgesetzt', 'optimiert', 'automatisiert', 'gelöst'],
};
