// The offline practice bank in French: written for Cuecard as a recruiter in France asks
// ("vous", "parlez-moi de…"), not translated from the English bank.
import type { PracticeQuestion } from '../../../practice/practice-question';
import { bankGroup } from '../../../practice/question-group';

const group = bankGroup('fr');

export const PRACTICE_QUESTIONS: readonly PracticeQuestion[] = [
  ...group('gen-b', 'behavioural', ['general'], [
    ['Parlez-moi d’une fois où vous avez dû tenir un délai qui semblait intenable. Comment vous y êtes-vous pris ?', 'délai, priorités, pression, organisation, livraison'],
    ['Racontez-moi un désaccord avec un collègue et la façon dont vous l’avez réglé.', 'conflit, collaboration, équipe, communication, négociation'],
    ['Parlez-moi d’une erreur que vous avez commise au travail. Qu’est-ce qu’elle a coûté, et qu’avez-vous changé ensuite ?', 'erreur, responsabilité, apprentissage, qualité, processus'],
    ['Donnez-moi un exemple où vous avez pris une initiative sans qu’on vous le demande.', 'initiative, autonomie, leadership, amélioration, proactivité'],
    ['Quel retour difficile à entendre avez-vous reçu, et qu’en avez-vous fait ?', 'feedback, critique, progression, remise en question, amélioration'],
    ['Racontez-moi une situation où vous avez dû apprendre un outil ou un sujet nouveau très vite.', 'apprentissage, adaptation, outils, formation, rapidité'],
    ['Parlez-moi d’un projet qui n’a pas abouti. Quel était votre rôle, et qu’en avez-vous retenu ?', 'échec, projet, résilience, leçons, livraison'],
    ['Décrivez-moi une situation où vous avez dû convaincre un supérieur de changer d’avis.', 'influence, persuasion, arguments, leadership, communication'],
    ['Racontez-moi un moment où plusieurs urgences sont tombées en même temps. Comment avez-vous choisi l’ordre ?', 'priorités, urgences, organisation, gestion du temps, arbitrage'],
    ['Donnez-moi un exemple de processus que vous avez amélioré. Comment avez-vous su que c’était mieux ?', 'processus, amélioration, efficacité, indicateurs, automatisation'],
    ['Parlez-moi d’une fois où vous avez aidé un collègue en difficulté.', 'entraide, équipe, soutien, accompagnement, collaboration'],
    ['Racontez-moi une situation où vous avez dû avancer avec très peu d’informations ou de consignes.', 'ambiguïté, autonomie, jugement, initiative, résolution de problèmes'],
    ['Parlez-moi d’une décision que vous avez prise et qui s’est révélée mauvaise. Comment l’avez-vous compris, et qu’avez-vous fait ?', 'décision, jugement, responsabilité, apprentissage, risque'],
    ['Racontez-moi une fois où vous êtes allé au-delà de votre rôle pour un client.', 'client, service, engagement, initiative, satisfaction'],
    ['Décrivez-moi une fois où vous avez dû annoncer une mauvaise nouvelle. Comment vous y êtes-vous pris ?', 'communication, conversation difficile, honnêteté, empathie, tact'],
    ['De quelle réussite professionnelle êtes-vous le plus fier, et quelle a été exactement votre contribution ?', 'réussite, impact, résultats, contribution, fierté'],
    ['Parlez-moi d’un projet mené avec des personnes d’autres services.', 'transversal, collaboration, services, communication, coordination'],
    ['Racontez-moi comment vous avez repéré un risque avant qu’il ne devienne un problème.', 'risque, anticipation, prévention, jugement, alerte'],
    ['Donnez-moi un exemple où vous avez dû changer d’approche en cours de route parce que le plan ne marchait pas.', 'adaptation, changement, flexibilité, résolution de problèmes, réorganisation'],
    ['Comment avez-vous géré un interlocuteur particulièrement difficile ? Racontez-moi.', 'client difficile, patience, négociation, communication, conflit'],
  ]),
  ...group('gen-o', 'other', ['general'], [
    ['Pour commencer, présentez-vous et parlez-moi de votre parcours.', 'parcours, expérience, profil, carrière, formation'],
    ['Pourquoi ce poste, et pourquoi chez nous ?', 'motivation, entreprise, poste, valeurs, intérêt'],
    ['Qu’aimeriez-vous avoir accompli au bout de vos trois premiers mois ?', 'objectifs, intégration, plan, priorités, impact'],
    ['Si deux responsables vous donnaient des consignes contradictoires le même jour, que feriez-vous ?', 'priorités, conflit, responsables, communication, arbitrage'],
    ['Dans quel environnement de travail donnez-vous le meilleur de vous-même ?', 'environnement, culture, équipe, autonomie, valeurs'],
    ['Où vous voyez-vous dans cinq ans ?', 'carrière, évolution, objectifs, développement, ambition'],
    ['Imaginez qu’un collègue néglige une étape importante d’une procédure. Comment réagiriez-vous ?', 'éthique, intégrité, qualité, communication, procédure'],
    ['Quelle est votre principale qualité, et quel point cherchez-vous à améliorer ?', 'qualités, défauts, connaissance de soi, amélioration, équipe'],
    ['Si, à votre arrivée, l’équipe était en retard sur un livrable clé, que feriez-vous la première semaine ?', 'délai, retard, organisation, équipe, livraison'],
    ['Comment vous tenez-vous à jour dans votre domaine ?', 'veille, formation, apprentissage, domaine, développement'],
    ['Pourquoi souhaitez-vous quitter votre poste actuel ?', 'motivation, changement, carrière, évolution, attentes'],
    ['Qu’est-ce qui vous motive au quotidien dans votre travail ?', 'motivation, valeurs, sens, satisfaction, engagement'],
    ['Comment expliqueriez-vous votre métier à quelqu’un qui n’y connaît rien ?', 'communication, clarté, explication, pédagogie, empathie'],
    ['Qu’attendez-vous de votre futur manager ?', 'management, attentes, relation, feedback, autonomie'],
  ]),
];
