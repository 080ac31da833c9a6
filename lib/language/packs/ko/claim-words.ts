// What the unsupported-claims check knows of Korean: month and weekday names, dates written year
// first ("2021년 3월"), the words of job titles (with their English words), figures in
// Sino-Korean numerals (이백만, with 십 백 천 inside 만 and 억) and after digits ("200만"), and the
// words that tell whom a sentence speaks of. Korean verbs do not mark the person, so only
// pronouns tell; they are written onto their particle ("저는", "제가") and read as written.
// "책임" (principal, as in 책임연구원) is left out of the seniority words: alone it is
// "responsibility" ("책임 있는 개발자"). Hangul has no capitals, so names are checked only in
// Latin letters.
import type { ClaimWords } from '../../../evidence/claim-words';

export const CLAIM_WORDS: ClaimWords = {
  months: ['일월', '이월', '삼월', '사월', '오월', '유월', '칠월', '팔월', '구월', '시월', '십일월', '십이월'],
  days: '월요일 화요일 수요일 목요일 금요일 토요일 일요일',
  yearFirstDates: { year: '년', month: '월' },
  seniority: '시니어 주니어 수석 선임 리드 프린시펄 스태프',
  roles: '엔지니어 개발자 프로그래머 매니저 관리자 디렉터 디자이너 분석가 애널리스트 아키텍트 컨설턴트 연구원 연구자 과학자 간호사 전문가 팀장 리더',
  // Korean writes the area first and the head after it, with no seniority word: "영업 팀장", "프로젝트 매니저".
  heads: '매니저 팀장 디렉터 책임자',
  titlesAreaFirst: true,
  joiners: '',
  otherPersonWords: '제 저의 우리 저희 우리의 저희의 그의 그녀의',
  numberWords: { 일: 1, 이: 2, 삼: 3, 사: 4, 오: 5, 육: 6, 칠: 7, 팔: 8, 구: 9, 만: 1e4, 억: 1e8 },
  numberMultipliers: { 십: 10, 백: 100, 천: 1_000 },
  numbersCompound: true,
  percentWords: ['퍼센트'],
  magnitudes: { 천: 1e3, 만: 1e4, 백만: 1e6, 천만: 1e7, 억: 1e8, 조: 1e12 },
  currencyWords: '원 달러 유로',
  titleTranslations: {
    시니어: 'senior', 주니어: 'junior', 수석: 'chief', 선임: 'senior', 리드: 'lead', 프린시펄: 'principal', 스태프: 'staff',
    엔지니어: 'engineer', 개발자: 'developer', 프로그래머: 'programmer', 매니저: 'manager', 관리자: 'manager', 디렉터: 'director',
    디자이너: 'designer', 분석가: 'analyst', 애널리스트: 'analyst', 아키텍트: 'architect', 컨설턴트: 'consultant', 연구원: 'researcher',
    연구자: 'researcher', 과학자: 'scientist', 간호사: 'nurse', 전문가: 'specialist', 팀장: 'team lead|manager', 리더: 'lead', 책임자: 'head',
    소프트웨어: 'software', 데이터: 'data', 제품: 'product', 프로덕트: 'product', 영업: 'sales', 보안: 'security', 플랫폼: 'platform',
    프로젝트: 'project', 백엔드: 'backend', 프론트엔드: 'frontend', 품질: 'quality',
  },
  firstPerson: '저는 제가 저의 저희 저를 저에게 제게 나는 내가 나의 우리',
  firstPersonSubjects: '저는 제가 저희는 저희가 나는 내가 우리는 우리가',
  standaloneTitles: '팀장',
  secondPerson: '귀사 당신 여러분 귀하',
  aheadWords: ['싶', '겠', '희망', '기대하', '기대됩', '예정', '된다면', '있기를', '관심'],
};
