// What the unsupported-claims check knows of Indonesian: month and weekday names, the words of
// job titles (the role first, the seniority after: "Pengembang Senior", "Insinyur Utama"),
// numbers written as words (tens by puluh, "dua puluh lima"; hundreds by ratus, "dua ratus"),
// and the words that tell whom a sentence speaks of. Verbs do not mark the person, so only
// pronouns tell. The teens after eleven are a unit and "belas" ("tiga belas"), which the check
// would read as three and ten: "belas" is left out, so they are not read at all.
import type { ClaimWords } from '../../../evidence/claim-words';

export const CLAIM_WORDS: ClaimWords = {
  months: ['januari jan', 'februari feb', 'maret mar', 'april apr', 'mei', 'juni jun', 'juli jul', 'agustus agu agt', 'september sep sept', 'oktober okt', 'november nov', 'desember des'],
  days: 'senin selasa rabu kamis jumat sabtu minggu',
  seniority: '',
  seniorityAfter: 'senior junior utama',
  roles: 'insinyur pengembang pemrogram programmer manajer direktur analis desainer perancang arsitek konsultan peneliti perawat ilmuwan spesialis koordinator pemimpin ketua kepala developer engineer manager designer',
  heads: 'kepala manajer direktur ketua pemimpin',
  // "dan" (and) is no joiner: joiners are read in every language, and a joiner is never a name ("Dan").
  joiners: '',
  headThenArea: true,
  otherPersonWords: 'para',
  numberWords: {
    satu: 1, dua: 2, tiga: 3, empat: 4, lima: 5, enam: 6, tujuh: 7, delapan: 8, sembilan: 9, sepuluh: 10, sebelas: 11,
    seratus: 100, ratus: 100, seribu: 1_000, ribu: 1_000, sejuta: 1e6, juta: 1e6, miliar: 1e9, milyar: 1e9, triliun: 1e12,
  },
  numberMultipliers: { puluh: 10 },
  percentWords: ['persen'],
  magnitudes: { ribu: 1e3, rb: 1e3, juta: 1e6, jt: 1e6, miliar: 1e9, milyar: 1e9, triliun: 1e12 },
  currencyWords: 'rupiah dolar',
  titleTranslations: {
    insinyur: 'engineer', pengembang: 'developer', pemrogram: 'programmer', manajer: 'manager', direktur: 'director', analis: 'analyst',
    desainer: 'designer', perancang: 'designer', arsitek: 'architect', konsultan: 'consultant', peneliti: 'researcher', perawat: 'nurse',
    ilmuwan: 'scientist', spesialis: 'specialist', koordinator: 'coordinator', pemimpin: 'lead', ketua: 'lead', kepala: 'head',
    utama: 'chief', produk: 'product', penjualan: 'sales', keamanan: 'security', proyek: 'project', teknik: 'engineering',
    kualitas: 'quality', keuangan: 'finance', pemasaran: 'marketing', tim: 'team',
  },
  firstPerson: 'saya aku kami kita',
  firstPersonSubjects: 'saya aku kami kita',
  abbreviations: 'dr pt tbk dll dsb',
  clauseWords: 'karena tetapi tapi namun sedangkan',
  employerWords: 'di',
  rangeWords: 'menjadi hingga',
  secondPerson: 'anda kamu kalian',
  aheadWords: ['ingin', 'sangat ingin', 'berharap', 'harap', 'semoga', 'akan', 'mau', 'berencana', 'tertarik', 'antusias', 'menantikan', 'jika diterima'],
};
