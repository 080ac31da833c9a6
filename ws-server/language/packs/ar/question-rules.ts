// Arabic (Modern Standard and common spoken forms). "؟" is the question mark; "و" ("and") is
// written onto the next word, so question words are read with it ("وكيف"). "من" is also
// "from" and "ما" also "not", so question words count only at the start.
import { hasPhrase, startsWith, tagged, wholly, words, type QuestionRules } from '../../../questions/question-rules';

const LEAD = ['و', 'إذن', 'اذن', 'حسنا', 'حسناً', 'طيب', 'الآن', 'لكن', 'شكرا', 'شكراً', 'ممتاز'];
const WH = ['ما', 'ماذا', 'لماذا', 'كيف', 'متى', 'أين', 'اين', 'من', 'هل', 'أي', 'أية', 'كم', 'ليش', 'وش', 'إيه', 'ازاي', 'إزاي', 'فين', 'امتى', 'ليه'];

export const QUESTION_RULES: QuestionRules = {
  bareWhy: wholly(['و', 'لكن'], ['لماذا', 'ولماذا', 'لم', 'ليش', 'ليه', 'لماذا لا', 'كيف ذلك']),
  whQuestion: startsWith(LEAD, [...WH, ...WH.map((w) => `و${w}`), 'في أي', 'بأي', 'إلى أي', 'مع من']),
  prompts: hasPhrase(['أخبرني', 'اخبرني', 'أخبرنا', 'حدثني', 'حدثنا', 'تحدث عن', 'تكلم عن', 'صف لي', 'صف لنا', 'صف', 'اشرح', 'اشرح لي', 'اشرح لنا', 'أعطني مثالا', 'أعطني مثالاً', 'اعطني مثال', 'عرفنا بنفسك', 'عرّفنا بنفسك', 'قل لي', 'قدم نفسك', 'أود أن أعرف', 'احكي لي', 'احكيلي']),
  smallTalk: hasPhrase(['هل تسمعني', 'تسمعني', 'تسمعني جيدا', 'هل تراني', 'كيف حالك', 'كيف الحال', 'كيفك', 'ازيك', 'هل نبدأ', 'لنبدأ', 'نبدأ', 'هل أنت مستعد', 'هل انت جاهز', 'الميكروفون', 'الاتصال', 'هل هذا واضح']),
  tagQuestion: tagged(['صحيح', 'أليس كذلك', 'اليس كذلك', 'لا', 'نعم', 'مفهوم', 'تمام']),
  rhetorical: wholly(['و', 'لكن'], ['من يدري', 'الله أعلم']),
  unfinishedEnd: /(?:^| )(?:و|أو|لكن|لأن|ثم)$/u,
  topicOpener: startsWith(LEAD, ['لننتقل', 'دعنا نتحدث', 'دعنا ننتقل', 'لنتحدث']),
  backReference: hasPhrase(['ذلك', 'هذا', 'هذه', 'ذلك الوقت', 'النتيجة', 'بعد ذلك', 'ثم', 'ماذا حدث', 'معه', 'معها']),
  opensTopic: startsWith(LEAD, ['أخبرني', 'اخبرني', 'حدثني', 'صف', 'اشرح', 'أعطني', 'عرفنا', 'قدم', 'تحدث']),
  followUp: /^(?:و|لكن )?(?:(?:لماذا|ولماذا|ليش|ليه|لم)(?: لا)?$|ماذا لو|وماذا لو|ثم ماذا|وبعد ذلك)/u,
  shortWords: 3,
};
