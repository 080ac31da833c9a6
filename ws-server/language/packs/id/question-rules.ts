// Indonesian. "Apakah" opens a yes/no question; "ceritakan" and "jelaskan" ask for an answer.
import { either, endsWith, hasPhrase, startsWith, tagged, wholly, words, type QuestionRules } from '../../../questions/question-rules';

const LEAD = ['dan', 'jadi', 'oke', 'ok', 'baik', 'baiklah', 'sekarang', 'nah', 'terus', 'lalu', 'tapi', 'bagus', 'terima kasih'];

export const QUESTION_RULES: QuestionRules = {
  hesitation: /(?<=^| )(?:e+h*m+|e+h+|h+m+|anu)(?= |$)/gu,
  bareWhy: wholly(['lalu', 'terus', 'tapi'], ['kenapa', 'mengapa', 'kok bisa', 'kenapa begitu', 'kenapa tidak', 'mengapa tidak']),
  whQuestion: either(
    startsWith(LEAD, ['apa', 'apakah', 'mengapa', 'kenapa', 'bagaimana', 'kapan', 'di mana', 'dimana', 'ke mana', 'dari mana', 'siapa', 'berapa', 'yang mana', 'seperti apa', 'sejauh mana']),
    hasPhrase(['bagaimana', 'mengapa', 'kenapa', 'apakah', 'seperti apa', 'berapa lama']),
    endsWith(['apa', 'siapa', 'mana', 'berapa']),
  ),
  prompts: hasPhrase(['ceritakan', 'tolong ceritakan', 'coba ceritakan', 'jelaskan', 'tolong jelaskan', 'coba jelaskan', 'gambarkan', 'deskripsikan', 'berikan contoh', 'beri contoh', 'perkenalkan diri', 'sebutkan', 'bagikan', 'saya ingin tahu', 'saya ingin mendengar', 'bisakah anda']),
  smallTalk: hasPhrase(['(?:bisa )?dengar saya', 'suara saya', 'apa kabar', 'bagaimana kabar(?:nya| anda)?', '(?:kita|bisa kita) mulai', 'mulai sekarang', 'sudah siap', 'mikrofon saya', 'koneksi saya', 'sudah jelas', 'mau kopi', 'mau minum']),
  tagQuestion: tagged(['kan', 'ya', 'bukan', 'betul', 'benar', 'oke', 'ok', 'iya', 'bukan begitu']),
  unfinishedEnd: endsWith(['dan', 'tapi', 'atau', 'karena', 'yang']),
  clauseNotQuestion: /^(?:(?:dan|jadi) )*(?:seperti yang (?:saya|sudah|anda)|apa yang (?:kami|kita) (?:cari|lakukan))/u,
  topicOpener: startsWith(LEAD, ['mari kita (?:bahas|bicara|lanjut)', 'kita lanjut', 'sekarang kita', 'beralih']),
  backReference: hasPhrase(['itu', 'hal itu', 'hasilnya', 'setelah itu', 'kemudian', 'lalu', 'apa yang terjadi', 'saat itu', 'mereka']),
  opensTopic: startsWith(LEAD, ['ceritakan', 'tolong', 'coba', 'jelaskan', 'gambarkan', 'berikan', 'beri', 'perkenalkan', 'sebutkan', 'mari kita']),
  followUp: /^(?:(?:lalu|terus|tapi) )*(?:(?:kenapa|mengapa)(?: begitu| tidak)?$|bagaimana jika|kalau tidak|lalu apa yang terjadi|setelah itu(?= |$))/u,
  shortWords: 4,
};
