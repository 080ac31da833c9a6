// What the unsupported-claims check knows of Turkish: month and weekday names (with the spellings
// typed without Turkish letters, "Subat", "Eylul"), the words of job titles (with their English
// words, and the forms a title takes in a compound: "Yazılım Mühendisi"), numbers written as
// words, percentages written before the number ("%40", and "yüzde" of "yüzde 40"), and the words that tell whom
// a sentence speaks of. Turkish drops the pronoun and marks the person on the verb; only endings
// no noun shares count ("verdim", "yönettim", "çalışıyorum"): the bare past "-dım/-tim" is left
// out, since "yardım" (help), "eğitim" (training) and "yönetim" (management) end so too.
// Two numbers are left out because they are common words: "on" (ten, and English "on", read
// when the session does not know an answer's language) and "yüz" (a hundred, and "face", as in
// "yüz yüze").
import type { ClaimWords } from '../../../evidence/claim-words';

export const CLAIM_WORDS: ClaimWords = {
  months: [
    'ocak oca', 'şubat şub subat', 'mart mar', 'nisan nis', 'mayıs may mayis', 'haziran haz', 'temmuz tem', 'ağustos ağu agustos agu',
    'eylül eyl eylul', 'ekim eki', 'kasım kas kasim', 'aralık ara aralik',
  ],
  days: 'pazartesi salı sali çarşamba carsamba perşembe persembe cuma cumartesi pazar',
  seniority: 'kıdemli kidemli baş',
  roles:
    'mühendis mühendisi geliştirici geliştiricisi yazılımcı programcı yönetici yöneticisi müdür müdürü direktör direktörü analist analisti tasarımcı tasarımcısı mimar mimarı danışman danışmanı uzman uzmanı araştırmacı araştırmacısı hemşire lider lideri developer engineer manager designer',
  // Turkish writes the area first and the head after it ("Satış Müdürü"): no "<head> of <area>".
  heads: '',
  joiners: 've',
  otherPersonWords: 'benim bizim onun onların sizin',
  numberWords: {
    bir: 1, iki: 2, üç: 3, dört: 4, beş: 5, altı: 6, yedi: 7, sekiz: 8, dokuz: 9,
    yirmi: 20, otuz: 30, kırk: 40, elli: 50, altmış: 60, yetmiş: 70, seksen: 80, doksan: 90,
    bin: 1_000, milyon: 1e6, milyar: 1e9, trilyon: 1e12,
  },
  numberArticles: 'bir',
  percentBefore: ['%', 'yüzde'],
  magnitudes: { bin: 1e3, milyon: 1e6, milyar: 1e9, trilyon: 1e12 },
  currencyWords: 'lira tl dolar avro euro',
  titleTranslations: {
    kıdemli: 'senior', kidemli: 'senior', baş: 'chief', mühendis: 'engineer', mühendisi: 'engineer', geliştirici: 'developer',
    geliştiricisi: 'developer', yazılımcı: 'developer', programcı: 'programmer', yönetici: 'manager', yöneticisi: 'manager',
    müdür: 'manager|director', müdürü: 'manager|director', direktör: 'director', direktörü: 'director', analist: 'analyst', analisti: 'analyst',
    tasarımcı: 'designer', tasarımcısı: 'designer', mimar: 'architect', mimarı: 'architect', danışman: 'consultant',
    danışmanı: 'consultant', uzman: 'specialist', uzmanı: 'specialist', araştırmacı: 'researcher', araştırmacısı: 'researcher',
    hemşire: 'nurse', lider: 'lead', lideri: 'lead', yazılım: 'software', veri: 'data', ürün: 'product', satış: 'sales',
    güvenlik: 'security', proje: 'project', mühendisliği: 'engineering', kalite: 'quality', finans: 'finance', ekip: 'team', takım: 'team',
  },
  firstPerson: 'ben beni bana benim bende benden biz bizi bize bizim bizde bizden',
  firstPersonEndings:
    'yorum yordum yoruz yorduk ladım ledim ladık ledik ttım ttim ttum ttüm ştım ştim ştum ştüm ptım ptim ptum ptüm ırdım rdim rdum rdüm ldım ldim ldum ldüm mıştım miştim muştum müştüm abildim ebildim',
  // The future and "can" of the first person ("yapacağım", "yönetebilirim").
  aheadEndings: 'acağım eceğim acağız eceğiz abilirim ebilirim abiliriz ebiliriz',
  firstPersonSubjects: 'ben biz',
  abbreviations: 'dr prof vb bkz örn',
  clauseWords: 'çünkü ama fakat ancak oysa',
  employerWords: 'şirketinde firmasında bünyesinde',
  employerWordsAfter: true,
  secondPerson: 'siz sizi size sizin sizde sizden sen seni sana senin şirketiniz şirketinizin şirketinize şirketinizde ekibiniz ekibinizin ekibinize ekibinizde',
  aheadWords: [
    'isterim', 'isterdim', 'istiyorum', 'istiyoruz', 'umarım', 'umuyorum', 'katılmak', 'katılmayı', 'katkıda bulunmak', 'katkıda bulunabilirim',
    'katkı sağlamak', 'katkı sağlayabilirim', 'heyecan', 'heyecanlıyım', 'heyecan duyuyorum', 'sabırsızlanıyorum', 'ilgimi çekiyor',
    'hayranım', 'planlıyorum', 'niyetindeyim', 'yapabilirim', 'edebilirim', 'olabilirim',
  ],
};
