import { normaliseWords, scoreWords, wordErrorRate } from '../../bench/real-speech/normalise-words';

const norm = (text: string) => normaliseWords(text).join(' ');

describe('real-speech normalisation', () => {
  it('lower-cases and strips punctuation, keeping apostrophes inside words', () => {
    expect(norm('And so, my fellow Americans: ask not!')).toBe('and so my fellow americans ask not');
    expect(norm(`"I'm sure," she said; it's the neighbor's.`)).toBe("i'm sure she said it's the neighbor's");
    expect(norm('the players\' table')).toBe('the players table');
    expect(norm('Don\u2019t')).toBe("don't");
  });

  it('spells out numbers written as digits', () => {
    expect(norm('25')).toBe('twenty five');
    expect(norm('in 1990')).toBe('in nineteen ninety');
    expect(norm('in 1813')).toBe('in eighteen thirteen');
    expect(norm('1905 and 1900')).toBe('nineteen zero five and nineteen hundred');
    expect(norm('2005')).toBe('two thousand five');
    expect(norm('Overwatch League 2020')).toBe('overwatch league twenty twenty');
    expect(norm('3rd, 21st and 12th')).toBe('third twenty first and twelfth');
    expect(norm('the 1990s')).toBe('the nineteen nineties');
    expect(norm('1,234')).toBe('one thousand two hundred thirty four');
    expect(norm('100')).toBe('one hundred');
    expect(norm('3.5')).toBe('three point five');
    expect(norm('go forward 10 meters')).toBe('go forward ten meters');
    expect(norm('10001 90210')).toBe('one zero zero zero one nine zero two one zero');
  });

  it('reads "oh" among digits said one by one as zero, and leaves it alone elsewhere', () => {
    expect(norm('nine oh two one oh')).toBe(norm('90210'));
    expect(norm('one oh oh one')).toBe('one zero zero one');
    expect(norm('Oh, I see. Oh well')).toBe('oh i see oh well');
    expect(norm('nineteen oh five')).toBe(norm('1905'));
  });

  it('reads money and percentages', () => {
    expect(norm('$5')).toBe('five dollars');
    expect(norm('$1')).toBe('one dollar');
    expect(norm('50%')).toBe('fifty percent');
    expect(norm('a % sign')).toBe('a percent sign');
  });

  it('spells out acronyms written in capitals, as the references do', () => {
    expect(norm('MFA is like this')).toBe('m f a is like this');
    expect(norm('a good team in NA')).toBe('a good team in n a');
    expect(norm('I was at NASA')).toBe('i was at n a s a');
    expect(norm('I Am Here')).toBe('i am here');
    expect(norm('OK, fine')).toBe('okay fine');
  });

  it('leaves fillers out, but not uh-huh', () => {
    expect(norm('uh so um this is, erm, hmm, the mm sick corpus uhm er ah hm mhm')).toBe('so this is the sick corpus');
    expect(norm('Uh-huh, right')).toBe('uh-huh right');
    expect(norm('uh huh')).toBe('uh-huh');
    expect(norm('mm-hmm')).toBe('');
  });

  it('folds common spellings of the same words', () => {
    expect(norm('Mr. Quilter')).toBe('mister quilter');
    expect(norm('mrs smith and dr jones')).toBe('missus smith and doctor jones');
    expect(norm('OK, okay')).toBe('okay okay');
    expect(norm("we're just yknow, y'know")).toBe("we're just you know you know");
    expect(norm("god bless 'em")).toBe('god bless them');
    expect(norm('we\'re gonna tackle what we wanna')).toBe("we're going to tackle what we want to");
    expect(norm('kinda alright')).toBe('kind of all right');
    expect(norm('in NA, MFA')).toBe('in n a m f a');
    expect(norm('St. John')).toBe('st john');
    // British spellings of the same words, as the American references write them.
    expect(norm('Go forward ten metres, past the theatre.')).toBe('go forward ten meters past the theater');
    expect(norm('My favourite colours')).toBe('my favorite colors');
    expect(norm('our neighbours')).toBe('our neighbors');
  });

  it('splits hyphenated words', () => {
    expect(norm('"forty-two line bible" of self-substantial fuel')).toBe('forty two line bible of self substantial fuel');
    expect(norm('well\u2014no')).toBe('well no');
  });

  it('never trips on words that name object properties', () => {
    expect(norm('constructor toString')).toBe('constructor tostring');
  });
});

describe('real-speech word error rate', () => {
  it('counts edits between normalised words', () => {
    const same = scoreWords('Mr Quilter is the apostle of the middle classes', 'Mister Quilter is the apostle of the middle classes.');
    expect(same.errors).toBe(0);
    const score = scoreWords('um go forward ten meters', 'Go forward 10 meter, uh, now');
    expect(score.reference).toEqual(['go', 'forward', 'ten', 'meters']);
    expect(score.hypothesis).toEqual(['go', 'forward', 'ten', 'meter', 'now']);
    expect(score.errors).toBe(2); // one substitution, one insertion
  });

  it('sums errors over summed reference words', () => {
    const scores = [scoreWords('one two three four', 'one two three'), scoreWords('a b', 'x y')];
    expect(wordErrorRate(scores)).toBeCloseTo(3 / 6);
    expect(wordErrorRate([])).toBe(0);
    expect(scoreWords('', 'anything').errors).toBe(1);
  });
});
