import { wordSet, phrases, type FeedbackLanguage } from '../../../feedback/rubric/feedback-language';
import { leadInTopic } from '../../../feedback/rubric/lead-in-topic';
import { phraseFillers } from '../../../feedback/rubric/phrase-fillers';
import { suffixStem } from '../../../feedback/rubric/suffix-stem';
import { STOP_WORDS } from './stop-words';

// French.
export const RUBRIC: FeedbackLanguage = {
  code: 'fr',
  countFillers: phraseFillers({
    always: ['euh', 'heu', 'euhm', 'hum', 'bah', 'du coup', 'en fait', 'genre', 'tu vois', 'vous voyez'],
    atPause: ['ben', 'bon', 'voilà', 'quoi', 'enfin', 'bref', 'alors', 'donc'],
  }),
  stopWords: STOP_WORDS.rubric,
  stem: suffixStem({ suffixes: ['ations', 'ation', 'ements', 'ement', 'ités', 'ité', 'ions', 'ons', 'ant', 'ées', 'és', 'ée', 'er', 'ir', 'ez', 'es', 'és', 'é', 's', 'e', 'x'], foldAccents: true }),
  clauseJoins: ['alors', 'ensuite', 'puis', 'mais', 'donc', 'et puis', 'et ensuite'],
  star: {
    Situation: phrases(["quand (je|j')(travaillais|étais)", "lorsque (je|j')", 'dans mon (ancien|précédent|dernier|poste|emploi|premier) ?(poste|emploi|travail|équipe)?', 'dans mon ancienne (entreprise|équipe|société)', 'il y a (quelques|deux|trois|plusieurs) (ans|années|mois)', "l'année dernière", 'la situation', 'le contexte', 'nous étions', 'on était', 'nous avions', 'il y avait', "j'étais (chef|responsable|développeur|développeuse|consultant|consultante)"]),
    Task: phrases(['mon (rôle|objectif|travail|défi) (était|consistait)', 'ma (mission|tâche|responsabilité) (était|consistait)', "je devais", "j'avais (pour mission|à charge|besoin)", 'nous devions', 'on devait', "l'objectif était", 'le problème était', "j'étais (responsable|chargé|chargée) de", 'on m\'a demandé']),
    Action: phrases(["(alors|donc|d'abord|ensuite|puis) (j'ai|je)", "j'ai (décidé|commencé|organisé|proposé|créé|mis en place|conçu|analysé|préparé|coordonné|réuni|écrit|automatisé|négocié|présenté|dirigé|piloté|découpé|contacté|parlé|rencontré|formé|testé|corrigé|rédigé|lancé|priorisé|migré)", 'mon approche', 'je me suis (occupé|occupée|appuyé|appuyée)']),
    Result: phrases(['en conséquence', 'le résultat', 'au final', 'finalement', 'à la fin', 'grâce à (cela|ça)', 'nous avons (réduit|augmenté|amélioré|économisé|livré|lancé|gagné)', 'on a (réduit|augmenté|amélioré|économisé|livré|lancé|gagné)', 'ça a (réduit|permis|augmenté|amélioré)', 'cela a (réduit|permis|augmenté|amélioré)', "j'ai appris", 'depuis', '\\d+ ?(%|pour cent)']),
  },
  reasoned: {
    opening: phrases(['est', 'sont', 'signifie', 'je (ferais|choisirais|utiliserais)', 'en bref', 'essentiellement', 'ça dépend', 'cela dépend', 'mon approche', 'il y a (deux|trois|plusieurs)']),
    reasoning: phrases(["d'abord", 'premièrement', 'deuxièmement', 'ensuite', 'puis', 'enfin', 'parce que', 'car', 'puisque', 'pour que', 'afin de', 'la raison', 'étape', 'sinon']),
    example: phrases(['par exemple', 'comme', 'imaginons', 'imaginez', 'dans mon (ancien|précédent|dernier) (poste|emploi|projet)', 'en revanche', 'cependant', 'par contre', "d'un autre côté", "l'inconvénient", "l'avantage", 'par rapport à', 'mais']),
    conclusion: phrases(['en résumé', 'pour résumer', 'en conclusion', 'au final', 'globalement', "c'est pourquoi", 'donc je (choisirais|ferais|prendrais)', 'finalement', "l'essentiel"]),
  },
  pace: { unit: 'words', best: { min: 125, max: 170 }, worst: { min: 60, max: 255 } },
  minUnits: 40,
  numberWords: wordSet(`deux trois quatre cinq six sept huit neuf dix onze douze quinze vingt trente quarante cinquante soixante cent cents centaine centaines mille milliers million millions milliard moitié double doublé triple triplé douzaine`),
  percentWord: /^(pourcent|pourcentage)$/,
  outcomes: /^(rédui|réduit|augment|amélior|économis|lanc|livr|atteint|doubl|tripl|croiss|baiss|résolu|automatis|élimin|génér|dépass|gagn|accélér|diminu|divis)/,
  names: 'capitalised',
  notNames: wordSet(`je j'ai le la les un une et mais alors donc puis nous on mon ma notre ça cela quand si dans avec pour par lundi mardi mercredi jeudi vendredi samedi dimanche janvier février mars avril mai juin juillet août septembre octobre novembre décembre français oui non`),
  topicOf: leadInTopic([
    /^(parlez-moi|racontez-moi|décrivez-moi|décrivez|donnez-moi|expliquez-moi)\s+(un exemple\s+)?((d'|d’|de|du|des)\s*)?((une|un)\s+)?((fois|situation|moment|cas)\s+)?((où|dans laquelle|lorsque|quand)\s+)?/i,
    /^(vous avez dû|vous avez)\s+/i,
    /^(comment|pourquoi|quel|quelle|quels|quelles|qu'est-ce qui|qu’est-ce qui)\s+((est|sont|vous)\s+)?/i,
  ]),
  topicGroups: [
    ['conflit', 'désaccord', 'tension', 'dispute', 'différend'],
    ['collègue', 'équipe', 'manager', 'responsable', 'chef'],
    ['client', 'utilisateur', 'usager'],
    ['erreur', 'échec', 'faute', 'incident', 'problème'],
    ['délai', 'échéance', 'pression', 'urgent', 'priorité'],
    ['apprendre', 'appris', 'leçon', 'formation'],
    ['améliorer', 'réduire', 'augmenter', 'optimiser', 'économiser'],
  ],
};
