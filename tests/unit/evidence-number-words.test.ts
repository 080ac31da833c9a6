// Figures are compared by value however they are written: numbers in words in each language
// that has its number words (read in groups as the language counts), every script's digits,
// magnitudes after digits or words, and a percentage only by a percentage.
import { findFigures } from '@/lib/evidence/find-figures';
import { foldDigits } from '@/lib/evidence/fold-digits';

const values = (text: string) => findFigures(text).map((f) => [f.text, f.value]);

describe('numbers written in words', () => {
  it.each([
    ['en', 'two million users and forty percent more, twenty-five engineers, one hundred and twenty teams', [['two million', '2000000'], ['forty percent', '%40'], ['twenty-five', '25'], ['one hundred and twenty', '120']]],
    ['es', 'dos millones de usuarios, cuarenta por ciento, doscientos cincuenta clientes, treinta y dos tiendas', [['dos millones', '2000000'], ['cuarenta por ciento', '%40'], ['doscientos cincuenta', '250'], ['treinta y dos', '32']]],
    ['pt', 'dois milhões de usuários, trinta e dois por cento, duzentos e cinquenta mil reais', [['dois milhões', '2000000'], ['trinta e dois por cento', '%32'], ['duzentos e cinquenta mil reais', '250000']]],
    ['fr', 'deux millions de clients, quatre-vingt-dix magasins, vingt et un pour cent, soixante et onze', [['deux millions', '2000000'], ['quatre-vingt-dix', '90'], ['vingt et un pour cent', '%21'], ['soixante et onze', '71']]],
    ['de', 'zwei Millionen Nutzer, zweihundertfünfzig Kunden, fünfundzwanzig Prozent', [['zwei Millionen', '2000000'], ['zweihundertfünfzig', '250'], ['fünfundzwanzig Prozent', '%25']]],
    ['hi', 'दो लाख पचास हज़ार ग्राहक, चालीस प्रतिशत', [['दो लाख पचास हज़ार', '250000'], ['चालीस प्रतिशत', '%40']]],
    ['zh', '两百万用户，百分之四十，200万订单', [['两百万', '2000000'], ['百分之四十', '%40'], ['200万', '2000000']]],
  ])('%s', (_language, text, expected) => {
    expect(values(text)).toEqual(expected);
  });

  it('reads "two million", "2,000,000" and "2M" as one value, and a percentage only as a percentage', () => {
    const of = (t: string) => findFigures(t)[0]?.value;
    expect(new Set([of('two million'), of('2,000,000'), of('2M'), of('$2 million'), of('dos millones'), of('zwei Mio.'), of('20 लाख')])).toEqual(new Set(['2000000']));
    expect(of('forty percent')).toBe('%40');
    expect(of('forty minutes')).toBe('40');
  });

  it('leaves small numbers in words, articles and words that only look like numbers alone', () => {
    expect(values('one of the two teams, a team, an hour, très bien, un equipo')).toEqual([]);
    expect(values('a million users')).toEqual([['a million', '1000000']]);
    // "un cuarenta" is no number: the run stops where the next word would not continue it.
    expect(values('un cuarenta por ciento')).toEqual([['cuarenta por ciento', '%40']]);
    // 十分 ("very") is a word; a run of numerals is a number.
    expect(values('十分重要，四十个人')).toEqual([['四十', '40']]);
  });
});

describe('digits of every script', () => {
  it('folds Devanagari, Arabic-Indic, full-width and mathematical digits to their value, keeping the text as written', () => {
    expect(values('४०% और ٤٠٪ and ４０％ and 𝟏𝟐 teams')).toEqual([['४०%', '%40'], ['٤٠٪', '%40'], ['４０％', '%40'], ['𝟏𝟐', '12']]);
    const folded = foldDigits('a𝟏𝟐b');
    expect(folded.text).toBe('a12b');
    expect(folded.origin(3)).toBe(5);
  });
});
