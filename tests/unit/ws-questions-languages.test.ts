// Questions in every interview language: hand-written interviewer transcripts, punctuated as a
// cloud recogniser prints them and unpunctuated as an offline one would, with the statements,
// small talk and confirmation tags that must not be answered.
import { detectQuestions, isQuestion, isTopicOpener } from '@/ws-server/questions/detect-questions';
import { QUESTION_LANGUAGES } from '@/ws-server/questions/question-rules-for';
import { leansOnPrevious, mergeSubPrompts } from '@/ws-server/questions/question-topics';
import { QuestionTrigger } from '@/ws-server/questions/question-trigger';
import { splitSentences } from '@/ws-server/questions/split-sentences';
import { INTERVIEW_LANGUAGES } from '@/lib/language/languages';

interface LanguageCase {
  questions: string[];
  notQuestions: string[];
  /** A main question and its sub-prompt in one utterance: one question. */
  multiPart?: string;
  /** Said alone after a question: a follow-up. */
  followUp?: string;
}

const CASES: Record<string, LanguageCase> = {
  es: {
    questions: [
      '¿Cuál fue el mayor desafío técnico en Northwind?',
      'Cuénteme sobre un proyecto del que esté orgulloso.',
      'cuénteme sobre un conflicto con un compañero',
      'háblame de tu experiencia con Kubernetes',
      'Descríbame una situación en la que tuvo que cumplir un plazo muy ajustado.',
      'cómo diseñaría un sistema de pagos que escale',
      'por qué quiere dejar su trabajo actual',
      'ha trabajado alguna vez con Kafka en producción',
      'podría explicarme la diferencia entre un proceso y un hilo',
      'Y usted qué haría si el despliegue falla un viernes',
      '¿Le gustaría trabajar en remoto?',
    ],
    notQuestions: [
      'Gracias por venir hoy.',
      '¿Me escucha bien?',
      'me escuchas bien',
      '¿Cómo está?',
      'Bueno, ¿empezamos?',
      'Usamos React en el frontend, ¿verdad?',
      'Soy la responsable del equipo de pagos.',
      'Como le dije, el equipo es pequeño.',
      'Que tenga un buen día.',
      'Muy bien, perfecto.',
      '¡Qué interesante!',
    ],
    multiPart: 'Cuénteme sobre un conflicto en su equipo. ¿Cómo lo resolvió?',
    followUp: '¿Por qué?',
  },
  pt: {
    questions: [
      'Fale-me sobre o seu último projeto.',
      'me fale sobre um conflito que você teve com um colega',
      'Conte-me sobre uma vez em que você falhou.',
      'como você lidou com a migração para Kubernetes',
      'qual foi o maior desafio técnico que você enfrentou',
      'Você já trabalhou com Kafka?',
      'você já liderou uma equipe',
      'por que você quer trabalhar aqui',
      'Descreva como você projetaria um sistema de filas.',
    ],
    notQuestions: [
      'Obrigado por participar hoje.',
      'Você está me ouvindo?',
      'tudo bem com você',
      'Vamos começar?',
      'A gente usa Go no backend, né?',
      'Eu sou o gerente de engenharia do time.',
      'Como eu disse, o time é pequeno.',
      'Que legal!',
    ],
    multiPart: 'Conte-me sobre um projeto difícil. Como você resolveu isso?',
    followUp: 'Por quê?',
  },
  fr: {
    questions: [
      'Parlez-moi de votre dernier projet.',
      'parlez moi de votre expérience avec kubernetes',
      'Décrivez une situation où vous avez dû gérer un conflit.',
      "Qu'est-ce qui vous motive dans ce poste ?",
      'est ce que vous avez déjà travaillé avec Kafka',
      'avez-vous déjà encadré une équipe',
      'comment concevriez-vous un cache distribué',
      'pourquoi voulez vous quitter votre poste actuel',
      'Racontez-moi une erreur que vous avez commise.',
      'Pouvez-vous expliquer la différence entre un processus et un thread ?',
    ],
    notQuestions: [
      'Merci d’être venu aujourd’hui.',
      'Vous m’entendez bien ?',
      'Comment allez-vous ?',
      'On peut commencer ?',
      'Vous utilisez Python, n’est-ce pas ?',
      'Je suis la responsable de l’équipe plateforme.',
      'Comme je vous l’ai dit, l’équipe est petite.',
      'Quand je regarde votre CV, je vois beaucoup de Java.',
    ],
    multiPart: 'Parlez-moi d’un projet difficile. Comment l’avez-vous mené à bien ?',
    followUp: 'Pourquoi ?',
  },
  de: {
    questions: [
      'Erzählen Sie mir von Ihrem letzten Projekt.',
      'erzählen sie mir von einem konflikt im team',
      'Beschreiben Sie eine Situation, in der Sie unter Zeitdruck standen.',
      'Haben Sie schon mit Kafka gearbeitet?',
      'haben sie schon einmal ein team geleitet',
      'Können Sie den Unterschied zwischen Prozess und Thread erklären?',
      'wie würden sie einen verteilten cache entwerfen',
      'warum möchten sie das unternehmen wechseln',
      'Welche Datenbank würden Sie wählen und warum?',
    ],
    notQuestions: [
      'Danke, dass Sie heute da sind.',
      'Hören Sie mich gut?',
      'Wie geht es Ihnen?',
      'Sollen wir anfangen?',
      'Sie nutzen React im Frontend, oder?',
      'Das ist richtig, nicht wahr?',
      'Ich leite das Plattform-Team.',
      'Wie gesagt, das Team ist klein.',
      'Wie Sie wissen, sind wir ein Start-up.',
      'Ich erkläre Ihnen kurz den Ablauf.',
      'Wie schön!',
    ],
    multiPart: 'Erzählen Sie mir von einem Fehler. Wie sind Sie damit umgegangen?',
    followUp: 'Warum?',
  },
  hi: {
    questions: [
      'मुझे अपने बारे में बताइए।',
      'मुझे अपने बारे में बताइए',
      'आपने Kafka पाइपलाइन कैसे बनाई?',
      'आपने पिछली कंपनी में क्या किया',
      'क्या आपने कभी किसी टीम का नेतृत्व किया है',
      'आप यह नौकरी क्यों छोड़ना चाहते हैं',
      'कैश और डेटाबेस का अंतर समझाइए',
      'किसी ऐसे समय का उदाहरण दीजिए जब आपको दबाव में काम करना पड़ा',
    ],
    notQuestions: [
      'आज आने के लिए धन्यवाद।',
      'क्या आपको मेरी आवाज़ आ रही है?',
      'आप कैसे हैं?',
      'चलिए शुरू करते हैं।',
      'आप Python इस्तेमाल करते हैं, है ना?',
      'मैं इस टीम का मैनेजर हूँ।',
      'हमारी टीम में आठ लोग हैं।',
    ],
    multiPart: 'किसी मुश्किल प्रोजेक्ट के बारे में बताइए। आपने उसे कैसे पूरा किया?',
    followUp: 'क्यों?',
  },
  zh: {
    questions: [
      '请介绍一下你自己。',
      '请介绍一下你自己',
      '你在上一家公司负责什么',
      '你为什么想离开现在的公司？',
      '你用过Kafka吗',
      '谈谈你遇到的最大的技术挑战',
      '请描述一次你和同事发生冲突的经历',
      '说说你是怎么设计支付系统的',
      '跟我说说你最近的项目',
      '如果线上出了故障，你会如何处理',
    ],
    notQuestions: [
      '谢谢你今天来参加面试。',
      '你能听得到我吗？',
      '你好吗？',
      '我们开始吧。',
      '你们用的是React，对吧？',
      '我是支付团队的负责人。',
      '我们团队有八个人。',
      '我不知道为什么。',
      '下面我介绍一下面试流程。',
    ],
    multiPart: '请介绍一个你负责的项目。你是怎么解决这个问题的？',
    followUp: '为什么？',
  },
  ja: {
    questions: ['自己紹介をお願いできますか。', '前職でのプロジェクトについて教えてください。', 'なぜ転職を考えているのですか', 'Kafkaを使ったことがありますか？', 'チームで意見が対立したときの経験を話してください'],
    notQuestions: ['本日はありがとうございます。', '私の声は聞こえますか？', 'では、始めましょう。', 'Reactを使っていますよね？', '私はチームのマネージャーです。'],
    followUp: 'なぜですか？',
  },
  ko: {
    questions: ['자기소개를 해 주시겠어요?', '지난 프로젝트에 대해 말씀해 주세요', '왜 이직을 하려고 하시나요', 'Kafka를 사용해 본 적이 있습니까'],
    notQuestions: ['오늘 와 주셔서 감사합니다.', '제 목소리 잘 들리세요?', '저는 이 팀의 매니저입니다.', '리액트를 쓰시죠, 그렇죠?'],
    followUp: '왜요?',
  },
  it: {
    questions: ['Mi parli del suo ultimo progetto.', 'mi racconti di un conflitto nel team', 'perché vuole cambiare lavoro', 'ha mai lavorato con Kafka', 'Come progetterebbe una cache distribuita?'],
    notQuestions: ['Grazie per essere qui oggi.', 'Mi sente bene?', 'Usate React, vero?', 'Sono il responsabile del team.', 'Come ho detto, il team è piccolo.'],
    followUp: 'Perché?',
  },
  nl: {
    questions: ['Vertel eens over je laatste project.', 'heb je ooit een team geleid', 'waarom wil je van baan veranderen', 'Hoe zou je een cache ontwerpen?'],
    notQuestions: ['Bedankt dat je er bent.', 'Hoor je me goed?', 'Jullie gebruiken React, toch?', 'Ik ben de teamleider.'],
    followUp: 'Waarom?',
  },
  pl: {
    questions: ['Proszę opowiedzieć o swoim ostatnim projekcie.', 'czy pracował pan kiedyś z kafką', 'dlaczego chce pan zmienić pracę', 'Jak zaprojektowałby pan system płatności?'],
    notQuestions: ['Dziękuję za przybycie.', 'Czy mnie słychać?', 'Używacie Reacta, prawda?', 'Jestem kierownikiem zespołu.'],
    followUp: 'Dlaczego?',
  },
  tr: {
    questions: ['Bana son projenizden bahseder misiniz?', 'kendinizi tanıtır mısınız', 'neden işinizi değiştirmek istiyorsunuz', 'Kafka ile çalıştınız mı'],
    notQuestions: ['Bugün geldiğiniz için teşekkürler.', 'Beni duyabiliyor musunuz?', 'React kullanıyorsunuz, değil mi?', 'Ben ekibin yöneticisiyim.'],
    followUp: 'Neden?',
  },
  ru: {
    questions: ['Расскажите о своём последнем проекте.', 'были ли у вас конфликты в команде', 'почему вы хотите сменить работу', 'Как бы вы спроектировали кэш?'],
    notQuestions: ['Спасибо, что пришли.', 'Вы меня слышите?', 'Вы используете React, верно?', 'Я руководитель команды.', 'Как я уже говорил, команда небольшая.'],
    followUp: 'Почему?',
  },
  uk: {
    questions: ['Розкажіть про свій останній проєкт.', 'чи працювали ви з кафкою', 'чому ви хочете змінити роботу', 'Як би ви спроєктували кеш?'],
    notQuestions: ['Дякую, що прийшли.', 'Ви мене чуєте?', 'Ви використовуєте React, так?', 'Я керівник команди.'],
    followUp: 'Чому?',
  },
  ar: {
    questions: ['حدثني عن آخر مشروع عملت عليه.', 'ما هي أكبر نقاط قوتك؟', 'لماذا تريد تغيير عملك', 'كيف تتعامل مع الضغط'],
    notQuestions: ['شكرا لحضورك اليوم.', 'هل تسمعني؟', 'أنتم تستخدمون React، أليس كذلك؟', 'أنا مدير الفريق.'],
    followUp: 'لماذا؟',
  },
  vi: {
    questions: ['Hãy kể về dự án gần đây nhất của bạn.', 'tại sao bạn muốn đổi việc', 'bạn đã từng làm việc với Kafka chưa', 'Bạn sẽ thiết kế bộ nhớ đệm như thế nào?'],
    notQuestions: ['Cảm ơn bạn đã đến hôm nay.', 'Bạn nghe rõ không?', 'Các bạn dùng React, phải không?', 'Tôi là trưởng nhóm.'],
    followUp: 'Tại sao?',
  },
  id: {
    questions: ['Ceritakan tentang proyek terakhir Anda.', 'mengapa Anda ingin pindah kerja', 'apakah Anda pernah memimpin tim', 'Bagaimana Anda merancang sistem pembayaran?'],
    notQuestions: ['Terima kasih sudah datang hari ini.', 'Apa kabar?', 'Kalian pakai React, kan?', 'Saya manajer tim ini.'],
    followUp: 'Kenapa?',
  },
  sv: {
    questions: ['Berätta om ditt senaste projekt.', 'har du någon gång lett ett team', 'varför vill du byta jobb', 'Hur skulle du designa en cache?'],
    notQuestions: ['Tack för att du kom idag.', 'Hör du mig?', 'Ni använder React, eller hur?', 'Jag är teamledare.'],
    followUp: 'Varför?',
  },
};

describe('question detection in every interview language', () => {
  it('has a table and hand-written cases for every listed language', () => {
    for (const { code } of INTERVIEW_LANGUAGES) {
      expect(QUESTION_LANGUAGES).toContain(code);
      if (code !== 'en') expect(Object.keys(CASES)).toContain(code);
    }
  });

  describe.each(Object.entries(CASES))('%s', (language, c) => {
    it.each(c.questions)('answers "%s"', (text) => {
      expect(detectQuestions(text, language)).toHaveLength(1);
    });

    it.each(c.notQuestions)('does not answer "%s"', (text) => {
      expect(detectQuestions(text, language)).toEqual([]);
    });

    if (c.multiPart) {
      it('answers a main question and its sub-prompt once', () => {
        const merged = mergeSubPrompts(detectQuestions(c.multiPart!, language), language);
        expect(merged).toHaveLength(1);
        expect(merged[0].text).toBe(c.multiPart);
      });
    }

    if (c.followUp) {
      it('reads a bare "why" as a follow-up leaning on the question before', () => {
        expect(isQuestion(c.followUp!, language)).toBe(true);
        expect(leansOnPrevious(c.followUp!, language)).toBe(true);
      });
    }
  });
});

describe('sentences of every script', () => {
  it('splits at Chinese and Japanese full stops and question marks, which no space follows', () => {
    expect(splitSentences('我是支付团队的负责人。请介绍一下你自己。你为什么想来我们公司？', 'zh')).toEqual(['我是支付团队的负责人。', '请介绍一下你自己。', '你为什么想来我们公司？']);
  });

  it('splits at the Devanagari danda and before a Spanish "¿"', () => {
    expect(splitSentences('मैं मैनेजर हूँ। अपने बारे में बताइए।', 'hi')).toEqual(['मैं मैनेजर हूँ।', 'अपने बारे में बताइए।']);
    expect(splitSentences('Eso es interesante ¿cómo lo resolvió?', 'es')).toEqual(['Eso es interesante', '¿cómo lo resolvió?']);
  });

  it('keeps statements said before a question as its context, in any script', () => {
    expect(detectQuestions('我看到你在Northwind工作了四年。你在那里遇到的最大挑战是什么？', 'zh')).toEqual([
      expect.objectContaining({ text: '你在那里遇到的最大挑战是什么？', context: '我看到你在Northwind工作了四年。' }),
    ]);
    expect(detectQuestions('Veo que trabajó cuatro años en Northwind. ¿Cuál fue su mayor reto allí?', 'es')).toEqual([
      expect.objectContaining({ text: '¿Cuál fue su mayor reto allí?', context: 'Veo que trabajó cuatro años en Northwind.' }),
    ]);
  });

  it('answers two separate questions in one utterance separately', () => {
    expect(detectQuestions('Erzählen Sie mir von Ihrem letzten Projekt. Welche Datenbank haben Sie gewählt?', 'de')).toHaveLength(2);
    expect(mergeSubPrompts(detectQuestions('Parlez-moi de votre parcours. Et pourquoi notre entreprise ?', 'fr'), 'fr')).toHaveLength(1);
  });

  it('holds a topic opener said alone for the question that follows it', () => {
    expect(isTopicOpener('Hablemos de liderazgo.', 'es')).toBe(true);
    expect(detectQuestions('Hablemos de liderazgo. Cuénteme sobre un equipo que haya dirigido.', 'es')).toEqual([
      expect.objectContaining({ text: 'Cuénteme sobre un equipo que haya dirigido.', context: 'Hablemos de liderazgo.' }),
    ]);
    expect(detectQuestions('Hablemos de liderazgo, cuénteme sobre un equipo que haya dirigido', 'es')).toEqual([
      expect.objectContaining({ text: 'cuénteme sobre un equipo que haya dirigido', context: 'Hablemos de liderazgo' }),
    ]);
  });
});

describe('repeats in every language', () => {
  it('answers a rephrased Spanish question once within the cooldown', () => {
    const trigger = new QuestionTrigger({ now: () => 0 });
    expect(trigger.onFinalUtterance('u1', '¿Cuál fue el mayor desafío técnico en Northwind?', 'es')).toHaveLength(1);
    expect(trigger.onFinalUtterance('u2', '¿Cuál fue el mayor desafío técnico que tuvo en Northwind?', 'es')).toHaveLength(0);
  });

  it('compares Chinese questions by their characters, not by words they do not space', () => {
    const trigger = new QuestionTrigger({ now: () => 0 });
    expect(trigger.onFinalUtterance('u1', '请介绍一下你负责的支付系统迁移项目。', 'zh')).toHaveLength(1);
    expect(trigger.onFinalUtterance('u2', '介绍一下你负责的支付系统迁移项目', 'zh')).toHaveLength(0);
    expect(trigger.onFinalUtterance('u3', '你为什么想离开现在的公司？', 'zh')).toHaveLength(1);
  });
});
