import { guessLanguage } from '@/lib/language/guess-language';

describe('guessLanguage', () => {
  it.each([
    ['Tell me about a time you had to meet a tight deadline.', 'en'],
    ['¿Cuénteme sobre un proyecto del que esté orgulloso?', 'es'],
    ['cuénteme sobre un momento en que tuvo que resolver un conflicto con su equipo', 'es'],
    ['Fale-me sobre um projeto de que você se orgulha e como ele terminou.', 'pt'],
    ["Parlez-moi de votre dernier poste et pourquoi vous voulez le quitter.", 'fr'],
    ['Erzählen Sie mir von einem Projekt, auf das Sie stolz sind.', 'de'],
    ['Mi parli di un progetto di cui è orgoglioso e del suo ruolo.', 'it'],
    ['Vertel me over een project waar je trots op bent en wat je rol was.', 'nl'],
    ['Proszę opowiedzieć o projekcie, z którego pan jest dumny.', 'pl'],
    ['Bana biraz kendinizden bahseder misiniz ve neden bu pozisyon?', 'tr'],
    ['Расскажите о проекте, которым вы гордитесь.', 'ru'],
    ['Розкажіть про проєкт, яким ви пишаєтесь, і чому він вдався.', 'uk'],
    ['मुझे अपने बारे में बताइए', 'hi'],
    ['ما هي أكبر نقاط قوتك؟', 'ar'],
    ['请介绍一下你自己。', 'zh'],
    ['あなたの強みについて教えてください。', 'ja'],
    ['자기소개를 해 주세요.', 'ko'],
    ['Bạn hãy giới thiệu về bản thân và kinh nghiệm của bạn.', 'vi'],
    ['Ceritakan tentang proyek yang paling Anda banggakan dan apa peran Anda.', 'id'],
    ['Berätta om ett projekt som du är stolt över och vad du gjorde.', 'sv'],
  ])('%s → %s', (text, code) => {
    expect(guessLanguage(text)).toBe(code);
  });

  it('is unsure of text with too little to go on', () => {
    expect(guessLanguage('')).toBeUndefined();
    expect(guessLanguage('Kubernetes')).toBeUndefined();
    expect(guessLanguage('12345 ...')).toBeUndefined();
  });

  it('reads kana among Han characters as Japanese, and Han alone as Chinese', () => {
    expect(guessLanguage('日本語で自己紹介をしてください')).toBe('ja');
    expect(guessLanguage('为什么你想加入我们公司')).toBe('zh');
  });

  it('reads a Hindi question with English technical words as Hindi', () => {
    expect(guessLanguage('आपने React और Kubernetes के साथ क्या काम किया है?')).toBe('hi');
  });
});

describe('guessLanguage on greetings and small talk', () => {
  it.each([
    ["Bonjour, vous m'entendez bien ?", 'fr'],
    ['Hola, buenos días, ¿me escucha bien?', 'es'],
    ['Guten Tag, hören Sie mich gut?', 'de'],
  ])('%s → %s', (text, code) => {
    expect(guessLanguage(text)).toBe(code);
  });
});
