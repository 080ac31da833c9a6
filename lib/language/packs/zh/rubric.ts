import { wordSet, phrases, type FeedbackLanguage } from '../../../feedback/rubric/feedback-language';
import { leadInTopic } from '../../../feedback/rubric/lead-in-topic';
import { phraseFillers } from '../../../feedback/rubric/phrase-fillers';
import { STOP_WORDS } from './stop-words';

// Chinese (Mandarin), simplified characters. Written without spaces: every character is a
// token, pace is counted in characters, and relevance compares pairs of characters.
const anywhere = (list: string[]) => phrases(list, { wholeWords: false });

export const RUBRIC: FeedbackLanguage = {
  code: 'zh',
  characterBased: true,
  countFillers: phraseFillers({
    always: ['嗯', '呃', '额', '呃呃'],
    atPause: ['那个', '就是', '然后', '这个', '就是说', '对吧', '反正'],
  }),
  // Single characters: a pair of characters is content only when neither is one of these.
  stopWords: STOP_WORDS.rubric,
  stem: (word) => word.toLowerCase(),
  clauseJoins: ['然后', '所以', '但是'],
  star: {
    Situation: anywhere(['当时', '那时候', '那个时候', '在我(上一|之前|以前|目前|现在|第一)(家|份)?的?(公司|工作|团队|岗位|项目)', '去年', '前年', '几年前', '(两|三|几)个月前', '背景是', '情况是', '我们团队(当时|正在)', '我在.{1,8}(工作|做)的时候']),
    Task: anywhere(['我的(任务|职责|目标|工作)是', '我负责', '我需要', '我们需要', '目标是', '问题是', '挑战是', '领导让我', '要求我']),
    Action: anywhere(['我(首先|先|然后|接着|决定|开始|组织|设计|编写|写了|搭建|推动|协调|分析|提出|实现|优化|主导|带领|沟通|联系|安排|整理|制定|拆分|重写|引入)', '于是我', '所以我', '我的做法']),
    Result: anywhere(['结果', '最后', '最终', '因此', '从而', '提高了', '降低了', '减少了', '增加了', '节省了', '提升了', '缩短了', '翻了一倍', '我学到', '我学会', '从那以后', '\\d+ ?(%|％|个百分点)', '百分之']),
  },
  reasoned: {
    opening: anywhere(['是', '我会', '简单来说', '简单地说', '取决于', '要看', '有(两|三|几)(种|个|点)']),
    reasoning: anywhere(['首先', '其次', '然后', '接着', '最后', '因为', '所以', '为了', '原因', '步骤', '否则', '第一', '第二']),
    example: anywhere(['比如', '例如', '举个例子', '假设', '权衡', '另一方面', '但是', '不过', '相比', '缺点', '优点', '代价']),
    conclusion: anywhere(['总之', '总的来说', '综上', '所以我会', '最终', '归根结底', '因此', '总结一下']),
  },
  // Mandarin is measured in characters (one syllable each): conversation runs at about 180–220
  // a minute and news at 240 and more; an interview answer is easiest to follow at 160–230.
  pace: { unit: 'characters', best: { min: 160, max: 230 }, worst: { min: 80, max: 345 } },
  minUnits: 70,
  numberWords: wordSet(`两 二 三 四 五 六 七 八 九 十 百 千 万 亿 倍 半`),
  percentWord: /^$/,
  percentText: /百分之|%|％/,
  outcomes: /(提高|提升|降低|减少|增加|节省|缩短|翻倍|增长|上线|交付|解决|实现|优化|自动化|完成)/,
  names: 'latin',
  notNames: wordSet(`ok okay`),
  topicOf: leadInTopic([/^(请)?(你)?(讲|说|介绍|描述|举)(一下|一个|一次)?(你)?(的)?/u, /^(经历|例子)(：|，)?/u]),
  topicGroups: [
    ['冲突', '分歧', '矛盾', '争执'],
    ['同事', '团队', '领导', '经理', '上级'],
    ['客户', '用户'],
    ['失败', '错误', '失误', '问题', '故障'],
    ['期限', '截止', '压力', '紧急', '优先'],
    ['学习', '学到', '教训', '培训'],
  ],
};
