// Japanese. Written without spaces: lengths count characters two to a word. A question ends
// in か ("…ですか", "…でしょうか"), and interviewers ask most things as requests ending in
// "…てください" ("…について教えてください"); "。" ends a statement.
import { hasText, taggedOrNot, words, type QuestionRules } from '../../../questions/question-rules';

export const QUESTION_RULES: QuestionRules = {
  unspaced: true,
  hesitation: /(?<=^| )(?:ええと|えーと|えっと|あのう?|えー|うーん|まあ)(?= |$)/gu,
  restart: /(\p{L}{2,6})\1/gu,
  bareWhy: /^(?:それは|でも|では)?(?:なぜ|どうして|なんで)(?:ですか|でしょうか)?$/u,
  whQuestion: /(?:何|なに|なん(?!で)|どう(?!ぞ|も)|なぜ|どうして|どこ|どれ|どの|いつ|誰|だれ|いくつ|どんな|どちら|どのよう).*(?:か|の|かな)$/u,
  yesNoQuestion: /(?:ですか|ますか|でしょうか|ませんか|ましたか|でしたか|か)$/u,
  prompts: hasText(['教えてください', '教えて下さい', '教えていただけ', '説明してください', '説明していただけ', '話してください', 'お話しください', '聞かせてください', 'お聞かせください', '紹介してください', '述べてください', 'をお願いします', 'をお願いできますか', 'てください$', 'でください$']),
  smallTalk: hasText(['聞こえますか', '聞こえていますか', '聞こえてますか', '見えますか', 'お元気ですか', '始めましょう', '始めてもよろしい', '始めてもいい', 'お待ちください', '待ってください', 'よろしくお願いします', '準備はいい', '準備はよろしい', 'マイク', '画面は見え', 'お水', 'コーヒー']),
  tagQuestion: taggedOrNot(['ですよね', 'よね', 'でしょう', 'じゃないですか', 'ですね', 'ね']),
  questionLeadIn: /(?:次の質問は|次の質問ですが|お聞きしたいのは)$/u,
  unfinishedEnd: /(?:そして|でも|または|なので|から|が)$/u,
  statementEnd: /(?<!か)[。.]\s*$/u,
  topicOpener: /(?:に移りましょう|について話しましょう|の話をしましょう|に移ります)$/u,
  backReference: hasText(['それ', 'その', 'そこ', '結果', 'その後', 'どう対処', 'どう解決', 'どうなりました']),
  opensTopic: hasText(['教えて', '説明して', '話して', '紹介して', '聞かせて']),
  followUp: /^(?:それは|でも|では)?(?:(?:なぜ|どうして|なんで)(?:ですか|でしょうか)?$|その後どう|それでどう)/u,
  shortWords: 4,
  kinds: [
    ['behavioural', /(?:経験|例|対立|意見の相違|失敗|ミス|最も難しかった|一番難しかった|誇り|プレッシャー|締め切り)/u],
    ['situational', /(?:どうしますか|どう対応しますか|もし|仮に)/u],
    ['motivation', /(?:志望動機|なぜ弊社|なぜこの|転職理由|キャリア|給与|希望年収)/u],
    ['background', /(?:自己紹介|ご自身について|経歴|強み|弱み|長所|短所)/u],
  ],
};
