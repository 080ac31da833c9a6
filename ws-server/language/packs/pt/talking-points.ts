// Portuguese (você, which reads naturally in Brazil and is understood in Portugal).
import type { TalkingPointLanguage } from '../../../llm/offline/offline-language';

export const TALKING_POINTS: TalkingPointLanguage = {
  words: {
    heading: '**Pontos-chave offline** (nenhum modelo de IA configurado: tirados do seu currículo e da descrição da vaga)',
    addDocuments: 'Adicione seu currículo e a descrição da vaga (em Personalize) para receber pontos baseados na sua própria experiência.',
    line: '- **{label}:** {text}',
    quotes: ['“', '”'],
    behavioural: {
      intro: 'Responda com um exemplo real, na ordem STAR:',
      situation: { label: 'Situação / Tarefa', advice: 'Onde você estava e o que precisava ser feito.' },
      action: { label: 'Ação', advice: 'O que você fez, passo a passo: é a parte mais longa.' },
      result: { label: 'Resultado', advice: 'Como terminou, com um número se você tiver, e o que aprendeu.' },
    },
    technical: {
      intro: 'Primeiro responda à pergunta de forma direta (o que é, como funciona, prós e contras) e depois:',
      usedIt: { label: 'Onde você aplicou', advice: 'Um projeto em que isso apareceu.' },
      alsoRelevant: 'Também relevante',
    },
    situational: {
      intro: 'Diga primeiro o que você faria, depois os passos e o porquê:',
      first: { label: 'Primeiro', advice: 'esclarecer o objetivo, quem é afetado e o prazo.' },
      similar: { label: 'Experiência parecida', advice: 'Uma situação semelhante que você já resolveu.' },
    },
    motivation: {
      draw: { label: 'O que atrai você na vaga', advice: 'O que realmente interessa a você nesta vaga e nesta empresa.' },
      bring: { label: 'O que você traz', advice: 'A experiência que mais combina com a vaga.' },
      also: 'Além disso',
    },
    background: {
      intro: 'Uma história curta que leve até esta vaga:',
      now: { label: 'Hoje', advice: 'O que você faz atualmente.' },
      before: { label: 'Antes', advice: 'A experiência que trouxe você até aqui.' },
    },
    general: {
      intro: 'Dê primeiro uma resposta direta e depois sustente com exemplos:',
      example: { label: 'Da sua experiência', advice: 'Um exemplo concreto.' },
      also: 'Além disso',
    },
    tieToRole: 'Relacione com a vaga',
    story: {
      heading: '**Pontos-chave offline** (nenhum modelo de IA configurado: a sua própria história, como você a escreveu)',
      fromStory: '**Da sua história:** {title}',
      noneFits: 'Nenhuma das suas histórias se encaixa nesta pergunta ainda; do seu currículo:',
      situation: 'Situação',
      task: 'Tarefa',
      action: 'Ação',
      result: 'Resultado',
      figures: 'Números',
    },
  },
  achievementWords: ['liderei', 'coordenei', 'criei', 'desenvolvi', 'implementei', 'lancei', 'projetei', 'melhorei', 'reduzi', 'aumentei', 'migrei', 'gerenciei', 'otimizei', 'automatizei', 'entreguei', 'resolvi'],
};
