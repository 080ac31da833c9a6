// A quick guess at the language of a short text, for Auto-detect when the recogniser does not
// say (the offline ones never do) and for text that arrives without one (a question typed by
// hand). Scripts settle most languages outright; Latin- and Cyrillic-script ones are told apart
// by their most frequent small words and letters only they use. Undefined when unsure: a
// caller then keeps what it had, and English stays the default.

/** Letters only one language of the list uses in everyday words: one is enough to lean its way. */
const UNIQUE_LETTERS: [RegExp, string][] = [
  [/[ñ¿¡]/, 'es'],
  [/[ãõ]/, 'pt'],
  [/[ß]/, 'de'],
  [/[œ]|\b(?:qu'|c'est|j'ai|n'est|d'un|l')/, 'fr'],
  [/[ąćęłńśźż]/, 'pl'],
  [/[ğış]/, 'tr'],
  [/[ơưđ]|[ạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹ]/, 'vi'],
  [/[åäö]/, 'sv'],
  [/[ìò]/, 'it'],
];

/** The small words each Latin-script language uses most. Counted as whole words. */
const FUNCTION_WORDS: Record<string, string[]> = {
  en: ['the', 'and', 'you', 'your', 'what', 'how', 'did', 'is', 'are', 'of', 'to', 'in', 'me', 'about', 'tell', 'with', 'have', 'why', 'was', 'that', 'hello', 'thanks', 'thank', 'hear', 'can'],
  es: ['el', 'la', 'los', 'las', 'de', 'que', 'y', 'en', 'un', 'una', 'por', 'qué', 'cómo', 'cuál', 'usted', 'su', 'sobre', 'es', 'con', 'para', 'me', 'cuénteme', 'háblame', 'del', 'lo', 'hola', 'gracias', 'buenos', 'buenas', 'oye', 'escucha'],
  pt: ['o', 'a', 'os', 'as', 'de', 'que', 'e', 'em', 'um', 'uma', 'não', 'você', 'seu', 'sua', 'como', 'sobre', 'por', 'para', 'com', 'do', 'da', 'é', 'me', 'fale', 'conte', 'qual', 'olá', 'obrigado', 'obrigada', 'bom', 'boa', 'ouvir'],
  fr: ['le', 'la', 'les', 'de', 'des', 'et', 'que', 'vous', 'votre', 'est', 'un', 'une', 'pour', 'dans', 'sur', 'avec', 'pourquoi', 'comment', 'quel', 'quelle', 'parlez', 'moi', 'du', 'au', 'bonjour', 'merci', 'bien', 'entendez', 'm’entendez', "m'entendez"],
  de: ['der', 'die', 'das', 'und', 'sie', 'ihr', 'ihre', 'ist', 'nicht', 'ein', 'eine', 'mit', 'wie', 'was', 'warum', 'haben', 'können', 'von', 'zu', 'mir', 'erzählen', 'den', 'dem', 'ich', 'hallo', 'danke', 'guten', 'hören'],
  it: ['il', 'lo', 'la', 'gli', 'le', 'di', 'che', 'e', 'un', 'una', 'per', 'con', 'come', 'perché', 'lei', 'suo', 'sua', 'mi', 'parli', 'della', 'del', 'è', 'quale', 'buongiorno', 'grazie', 'sente', 'ciao'],
  nl: ['de', 'het', 'een', 'en', 'van', 'je', 'jij', 'u', 'uw', 'wat', 'hoe', 'waarom', 'niet', 'met', 'over', 'voor', 'is', 'ik', 'vertel', 'mij', 'heb', 'heeft', 'hallo', 'dank', 'goedemorgen', 'horen'],
  pl: ['i', 'w', 'nie', 'na', 'się', 'z', 'jak', 'co', 'dlaczego', 'pan', 'pani', 'proszę', 'jest', 'do', 'to', 'czy', 'o', 'że', 'opowiedz'],
  tr: ['bir', 've', 'bu', 'ne', 'nasıl', 'neden', 'mi', 'mı', 'musunuz', 'misiniz', 'için', 'ile', 'bana', 'biraz', 'sizin', 'siz', 'da', 'de'],
  vi: ['và', 'của', 'là', 'có', 'không', 'bạn', 'anh', 'chị', 'tôi', 'gì', 'nào', 'sao', 'như', 'thế', 'về', 'cho', 'một', 'những'],
  id: ['dan', 'yang', 'di', 'ini', 'itu', 'anda', 'apa', 'bagaimana', 'mengapa', 'kenapa', 'dengan', 'untuk', 'tidak', 'ceritakan', 'tentang', 'saya', 'ke', 'dari'],
  sv: ['och', 'att', 'det', 'är', 'en', 'ett', 'du', 'din', 'vad', 'hur', 'varför', 'inte', 'med', 'om', 'för', 'på', 'berätta', 'mig', 'har', 'jag', 'hej', 'tack', 'hör'],
};

const SCRIPTS: [RegExp, string][] = [
  [/\p{Script=Devanagari}/u, 'hi'],
  [/\p{Script=Arabic}/u, 'ar'],
  [/\p{Script=Hangul}/u, 'ko'],
  // Kana is Japanese even among Han characters; Han alone is Chinese.
  [/[\p{Script=Hiragana}\p{Script=Katakana}]/u, 'ja'],
  [/\p{Script=Han}/u, 'zh'],
];

const WORD = /[\p{L}'’]+/gu;

export function guessLanguage(text: string): string | undefined {
  const sample = text.slice(0, 2000);
  for (const [script, code] of SCRIPTS) if (countMatches(sample, script) >= 2 || (script.test(sample) && !/[a-z]/i.test(sample))) return code;
  const lower = sample.toLowerCase();
  if (/\p{Script=Cyrillic}/u.test(lower)) return /[іїєґ]/.test(lower) ? 'uk' : 'ru';
  const words = lower.match(WORD) ?? [];
  if (words.length === 0) return undefined;
  const scores = new Map<string, number>();
  for (const [code, list] of Object.entries(FUNCTION_WORDS)) {
    const set = new Set(list);
    scores.set(code, words.filter((w) => set.has(w)).length);
  }
  for (const [letters, code] of UNIQUE_LETTERS) if (letters.test(lower)) scores.set(code, (scores.get(code) ?? 0) + 1.5);
  const ranked = [...scores.entries()].sort((a, b) => b[1] - a[1]);
  const [best, second] = ranked;
  // One function word is not evidence; a tie between two languages is not a guess.
  if (!best || best[1] < 2 || best[1] === second?.[1]) return undefined;
  return best[0];
}

function countMatches(text: string, script: RegExp): number {
  let count = 0;
  for (const ch of text) if (script.test(ch) && ++count >= 2) break;
  return count;
}
