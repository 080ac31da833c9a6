// French (vous, as a coach addresses a candidate). French sets a narrow no-break space before
// ":" and inside « », as its typography requires.
import type { TalkingPointLanguage } from '../../../llm/offline/offline-language';

export const TALKING_POINTS: TalkingPointLanguage = {
  words: {
    heading: '**Points clés hors ligne** (aucun modèle d’IA configuré\u00a0: tirés de votre CV et de l’offre d’emploi)',
    addDocuments: 'Ajoutez votre CV et l’offre d’emploi (dans Personalize) pour obtenir des points tirés de votre propre expérience.',
    line: '- **{label}\u00a0:** {text}',
    quotes: ['«\u00a0', '\u00a0»'],
    behavioural: {
      intro: 'Répondez avec un exemple réel, dans l’ordre STAR\u00a0:',
      situation: { label: 'Situation / Tâche', advice: 'Où vous en étiez et ce qu’il fallait faire.' },
      action: { label: 'Action', advice: 'Ce que vous avez fait vous-même, étape par étape\u00a0: c’est la partie la plus longue.' },
      result: { label: 'Résultat', advice: 'Le résultat, chiffré si possible, et ce que vous en avez retenu.' },
    },
    technical: {
      intro: 'Répondez d’abord simplement à la question (définition, fonctionnement, compromis), puis\u00a0:',
      usedIt: { label: 'Où vous l’avez utilisé', advice: 'Un projet où la question s’est posée.' },
      alsoRelevant: 'À citer aussi',
    },
    situational: {
      intro: 'Dites d’abord ce que vous feriez, puis les étapes et pourquoi\u00a0:',
      first: { label: 'D’abord', advice: 'clarifier l’objectif, les personnes concernées et l’échéance.' },
      similar: { label: 'Expérience comparable', advice: 'Une situation semblable que vous avez gérée.' },
    },
    motivation: {
      draw: { label: 'Ce qui vous attire dans ce poste', advice: 'Ce qui vous intéresse vraiment dans ce poste et dans cette entreprise.' },
      bring: { label: 'Ce que vous apportez', advice: 'L’expérience qui correspond le mieux au poste.' },
      also: 'Autre atout',
    },
    background: {
      intro: 'Un parcours court qui mène à ce poste\u00a0:',
      now: { label: 'Aujourd’hui', advice: 'Ce que vous faites actuellement.' },
      before: { label: 'Avant', advice: 'L’expérience qui vous a amené ici.' },
    },
    general: {
      intro: 'Donnez d’abord une réponse directe, puis étayez-la\u00a0:',
      example: { label: 'Tiré de votre expérience', advice: 'Un exemple concret.' },
      also: 'Autre point',
    },
    tieToRole: 'Faites le lien avec le poste',
    story: {
      heading: '**Points clés hors ligne** (aucun modèle d’IA configuré\u00a0: votre propre histoire, telle que vous l’avez écrite)',
      fromStory: '**D’après votre histoire\u00a0:** {title}',
      noneFits: 'Aucune de vos histoires ne correspond encore à cette question\u00a0; d’après votre CV\u00a0:',
      situation: 'Situation',
      task: 'Tâche',
      action: 'Action',
      result: 'Résultat',
      figures: 'Chiffres',
    },
  },
  achievementWords: ['dirigé', 'piloté', 'créé', 'développé', 'conçu', 'lancé', 'mis en place', 'amélioré', 'réduit', 'augmenté', 'migré', 'encadré', 'géré', 'optimisé', 'automatisé', 'livré', 'résolu'],
};
