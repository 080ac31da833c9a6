// What the unsupported-claims check knows of Arabic: month names of both calendars in use (يناير
// and كانون الثاني: the Levantine names of two words are left out, the rest are listed, and the
// spellings typed without hamza too), weekdays, the words of job titles (the role first, the
// seniority after: "مهندس برمجيات أول"), numbers written as words (units joined to tens by و,
// "خمسة وعشرون"), and the words that tell whom a sentence speaks of. Arabic has no capitals, so
// names are checked only in Latin letters. Its digits (٤٠) are read by their value. First-person
// endings are left out: "عملت" is I, you or she worked, written the same.
import type { ClaimWords } from '../../../evidence/claim-words';

export const CLAIM_WORDS: ClaimWords = {
  months: [
    'يناير', 'فبراير شباط', 'مارس آذار اذار', 'أبريل إبريل ابريل نيسان', 'مايو أيار ايار', 'يونيو يونية حزيران', 'يوليو يولية تموز',
    'أغسطس اغسطس آب', 'سبتمبر أيلول ايلول', 'أكتوبر اكتوبر', 'نوفمبر', 'ديسمبر',
  ],
  days: 'الاثنين الإثنين الثلاثاء الأربعاء الخميس الجمعة السبت الأحد',
  seniority: '',
  seniorityAfter: 'أول أقدم رئيسي مبتدئ',
  roles: 'مهندس مهندسة مطور مطورة مبرمج مبرمجة مدير مديرة محلل محللة مصمم مصممة مستشار مستشارة باحث باحثة ممرض ممرضة أخصائي أخصائية اخصائي منسق منسقة قائد',
  heads: 'رئيس مدير مديرة قائد',
  joiners: '',
  headThenArea: true,
  numberWords: {
    واحد: 1, واحدة: 1, اثنان: 2, اثنين: 2, اثنتان: 2, اثنتين: 2, ثلاثة: 3, ثلاث: 3, أربعة: 4, أربع: 4, اربعة: 4, اربع: 4,
    خمسة: 5, خمس: 5, ستة: 6, ست: 6, سبعة: 7, سبع: 7, ثمانية: 8, ثماني: 8, ثمان: 8, تسعة: 9, تسع: 9, عشرة: 10, عشر: 10,
    // Tens in the nominative and in the accusative and genitive.
    عشرون: 20, عشرين: 20, ثلاثون: 30, ثلاثين: 30, أربعون: 40, أربعين: 40, اربعون: 40, اربعين: 40, خمسون: 50, خمسين: 50,
    ستون: 60, ستين: 60, سبعون: 70, سبعين: 70, ثمانون: 80, ثمانين: 80, تسعون: 90, تسعين: 90,
    // Hundreds are a unit written onto مائة or مئة: "ثلاثمائة".
    مائة: 100, مئة: 100, مائتان: 200, مئتان: 200, مائتين: 200, مئتين: 200,
    ألف: 1_000, الف: 1_000, آلاف: 1_000, ألفان: 2_000, ألفين: 2_000, مليون: 1e6, ملايين: 1e6, مليونان: 2e6, مليونين: 2e6,
    مليار: 1e9, مليارات: 1e9,
  },
  numberJoiners: 'و',
  numbersCompound: true,
  percentWords: ['بالمئة', 'بالمائة', 'في المئة', 'في المائة', 'بالمية'],
  magnitudes: { ألف: 1e3, الف: 1e3, آلاف: 1e3, مليون: 1e6, ملايين: 1e6, مليار: 1e9, مليارات: 1e9 },
  currencyWords: 'دولار دولارات ريال ريالات درهم دراهم جنيه جنيهات دينار دنانير يورو',
  titleTranslations: {
    مهندس: 'engineer', مهندسة: 'engineer', مطور: 'developer', مطورة: 'developer', مبرمج: 'programmer', مبرمجة: 'programmer',
    مدير: 'manager|director', مديرة: 'manager|director', محلل: 'analyst', محللة: 'analyst', مصمم: 'designer', مصممة: 'designer', مستشار: 'consultant',
    مستشارة: 'consultant', باحث: 'researcher', باحثة: 'researcher', ممرض: 'nurse', ممرضة: 'nurse', أخصائي: 'specialist',
    أخصائية: 'specialist', اخصائي: 'specialist', منسق: 'coordinator', منسقة: 'coordinator', قائد: 'lead', رئيس: 'head',
    أول: 'senior', أقدم: 'senior', رئيسي: 'principal', مبتدئ: 'junior', برمجيات: 'software', البرمجيات: 'software', بيانات: 'data',
    البيانات: 'data', منتج: 'product', المنتج: 'product', مبيعات: 'sales', المبيعات: 'sales', أمن: 'security', مشروع: 'project',
    مشاريع: 'projects', منصة: 'platform', جودة: 'quality', الجودة: 'quality', هندسة: 'engineering', الهندسة: 'engineering', فريق: 'team',
  },
  firstPerson: 'أنا نحن لي لنا معي معنا لدي لديّ لدينا عندي عندنا إنني إننا أنني أننا بصفتي نفسي',
  firstPersonSubjects: 'أنا نحن إنني إننا أنني أننا لدي لديّ لدينا عندي عندنا',
  clauseWords: 'لأن لكن بينما',
  employerWords: 'في لدى',
  rangeWords: 'إلى',
  secondPerson: 'أنت أنتِ أنتم أنتما أنتن لك لكم لديكم عندكم شركتكم فريقكم منصتكم',
  aheadWords: [
    'أود', 'أرغب', 'أتمنى', 'آمل', 'سوف', 'أتطلع', 'الانضمام', 'للانضمام', 'المساهمة', 'للمساهمة', 'أساهم', 'متحمس', 'متحمسة',
    'يسعدني', 'أطمح', 'يمكنني', 'بإمكاني', 'أنوي', 'أخطط', 'إذا انضممت',
  ],
};
