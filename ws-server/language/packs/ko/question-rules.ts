// Korean. Question words take their particles ("무엇을", "누구와"), so they are read at the
// start of a word; a question ends in "…까요", "…나요", "…니까", and interviewers ask as
// requests ending in "…주세요" ("말씀해 주세요").
import { hasText, taggedOrNot, words, type QuestionRules } from '../../../questions/question-rules';

export const QUESTION_RULES: QuestionRules = {
  hesitation: /(?<=^| )(?:음+|어+|그+|저기|뭐랄까)(?= |$)/gu,
  bareWhy: /^(?:그럼 |그런데 |근데 )?(?:왜|왜요|어째서|어째서요|왜죠|왜 그렇죠|왜 그랬어요)$/u,
  whQuestion: /(?:^| )(?:무엇|뭐|뭘|무슨|어떻게|어떤|왜|언제|어디|누구|누가|어느|얼마나|몇)/u,
  yesNoQuestion: /(?:까|까요|나요|가요|니|냐|는지요|을까요|습니까|ㅂ니까|세요)$/u,
  prompts: hasText(['말씀해 주', '말씀해주', '설명해 주', '설명해주', '소개해 주', '소개해주', '알려 주', '알려주', '이야기해 주', '이야기해주', '들려주', '들려 주', '예를 들어 주', '설명 부탁', '말씀 부탁', '얘기해 주', '얘기해주']),
  smallTalk: hasText(['들리세요', '들리시나요', '잘 들리', '제 목소리', '안녕하세요', '잘 지내', '시작할까요', '시작하겠습니다', '시작해도 될까요', '준비되셨', '마이크', '화면 보이', '물 한잔', '커피 드릴']),
  tagQuestion: taggedOrNot(['그렇죠', '맞죠', '그렇지요', '맞지요', '아닌가요', '그렇지 않나요', '알겠죠', '맞나요']),
  questionLeadIn: /(?:다음 질문은|제 질문은|첫 번째 질문은|마지막 질문은)$/u,
  unfinishedEnd: /(?:^| )(?:그리고|하지만|그런데|또는|왜냐하면)$/u,
  topicOpener: hasText(['넘어가겠습니다', '넘어가 볼게요', '이야기해 보겠습니다', '얘기해 볼게요']),
  backReference: hasText(['그것', '그걸', '그거', '그때', '그 결과', '결과는', '그 후', '그 다음', '그래서', '어떻게 해결', '어떻게 대처']),
  opensTopic: hasText(['말씀해', '설명해', '소개해', '알려', '이야기해', '얘기해']),
  followUp: /^(?:그럼 |그런데 |근데 )?(?:(?:왜|왜요|어째서|왜죠)$|그 다음에|그래서 어떻게)/u,
  shortWords: 3,
};
