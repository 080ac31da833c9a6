// The offline practice bank in Portuguese: written for Cuecard in the Brazilian register most
// candidates meet ("você"), understood in Portugal too; not translated from the English bank.
import type { PracticeQuestion } from '../../../practice/practice-question';
import { bankGroup } from '../../../practice/question-group';

const group = bankGroup('pt');

export const PRACTICE_QUESTIONS: readonly PracticeQuestion[] = [
  ...group('gen-b', 'behavioural', ['general'], [
    ['Me conte sobre uma vez em que você precisou entregar algo com um prazo quase impossível. Como se organizou?', 'prazo, prioridades, pressão, planejamento, entrega'],
    ['Fale sobre um desentendimento que você teve com um colega e como vocês resolveram.', 'conflito, colaboração, equipe, comunicação, negociação'],
    ['Conte um erro que você cometeu no trabalho. O que aconteceu por causa dele e o que você mudou depois?', 'erro, responsabilidade, aprendizado, qualidade, processos'],
    ['Me dê um exemplo de uma situação em que você tomou a iniciativa sem ninguém pedir.', 'iniciativa, proatividade, liderança, melhoria, autonomia'],
    ['Você se lembra de um feedback difícil de ouvir? O que fez com ele?', 'feedback, crítica, crescimento, autoconhecimento, melhoria'],
    ['Fale de uma vez em que você teve que aprender uma ferramenta ou um assunto novo em pouco tempo.', 'aprendizado, adaptação, ferramentas, treinamento, rapidez'],
    ['Me conte sobre um projeto que não deu certo. Qual foi o seu papel e o que você aprendeu?', 'fracasso, projeto, resiliência, lições, entrega'],
    ['Descreva uma situação em que você precisou convencer um gestor a mudar de ideia.', 'influência, persuasão, argumentos, liderança, comunicação'],
    ['Conte sobre um momento em que chegaram várias demandas urgentes ao mesmo tempo. Como você decidiu a ordem?', 'prioridades, urgência, organização, gestão do tempo, critério'],
    ['Me dê um exemplo de um processo que você melhorou. Como soube que tinha dado certo?', 'processos, melhoria, eficiência, indicadores, automação'],
    ['Fale de uma vez em que você ajudou um colega que estava com dificuldade.', 'apoio, equipe, colaboração, mentoria, empatia'],
    ['Conte sobre uma situação em que você teve que trabalhar com pouca informação ou sem direção clara.', 'ambiguidade, autonomia, critério, iniciativa, resolução de problemas'],
    ['Fale de uma decisão sua que se mostrou errada. Como você percebeu e o que fez em seguida?', 'decisão, critério, responsabilidade, aprendizado, risco'],
    ['Me conte sobre uma vez em que você foi além do que era esperado para atender um cliente.', 'cliente, atendimento, comprometimento, iniciativa, serviço'],
    ['Descreva uma vez em que você teve que dar uma notícia ruim a alguém. Como conduziu a conversa?', 'comunicação, conversa difícil, honestidade, empatia, transparência'],
    ['De qual conquista profissional você mais se orgulha, e qual foi exatamente a sua contribuição?', 'conquista, impacto, resultados, contribuição, orgulho'],
    ['Fale sobre um projeto em que você trabalhou com pessoas de outras áreas.', 'multidisciplinar, colaboração, áreas, comunicação, alinhamento'],
    ['Conte como você identificou um risco antes de ele virar um problema.', 'risco, prevenção, antecipação, critério, alerta'],
    ['Me dê um exemplo de quando o plano não estava funcionando e você precisou mudar de rota.', 'adaptação, mudança, flexibilidade, resolução de problemas, replanejamento'],
    ['Como você lidou com um cliente ou colega particularmente difícil? Me conte o caso.', 'cliente difícil, paciência, negociação, comunicação, conflito'],
  ]),
  ...group('gen-o', 'other', ['general'], [
    ['Para começar, fale um pouco sobre você e a sua trajetória.', 'trajetória, experiência, perfil, carreira, formação'],
    ['Por que você quer trabalhar aqui, e por que nesta vaga?', 'motivação, empresa, vaga, valores, interesse'],
    ['O que você gostaria de ter alcançado nos seus primeiros noventa dias com a gente?', 'metas, integração, plano, prioridades, impacto'],
    ['Se dois gestores pedissem coisas conflitantes no mesmo dia, o que você faria?', 'prioridades, conflito, gestores, comunicação, critério'],
    ['Em que tipo de ambiente de trabalho você rende mais?', 'ambiente, cultura, equipe, autonomia, valores'],
    ['Onde você se vê profissionalmente daqui a cinco anos?', 'carreira, crescimento, metas, desenvolvimento, ambição'],
    ['Imagine que você percebe um colega pulando uma etapa importante de um processo. Como agiria?', 'ética, integridade, qualidade, comunicação, processos'],
    ['Qual é o seu principal ponto forte e em que ponto você está trabalhando para melhorar?', 'pontos fortes, pontos fracos, autoconhecimento, melhoria, equipe'],
    ['Se ao entrar você descobrisse que a equipe está atrasada numa entrega importante, o que faria na primeira semana?', 'prazo, atraso, planejamento, equipe, entrega'],
    ['Como você se mantém atualizado na sua área?', 'atualização, aprendizado, cursos, área, desenvolvimento'],
    ['Por que você está saindo do seu emprego atual?', 'motivação, mudança, carreira, crescimento, expectativas'],
    ['O que mais te motiva no trabalho?', 'motivação, valores, propósito, satisfação, engajamento'],
    ['Como você explicaria o seu trabalho para alguém que não conhece nada da área?', 'comunicação, clareza, explicação, didática, empatia'],
    ['O que você espera do seu próximo gestor?', 'liderança, expectativas, relacionamento, feedback, autonomia'],
  ]),
];
