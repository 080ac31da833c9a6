// Chinese (Simplified, Mandarin). A labelled line keeps the full-width colon outside the bold: Markdown does not close "**"
// after punctuation that runs straight into a letter.
import type { TalkingPointLanguage } from '../../../llm/offline/offline-language';

export const TALKING_POINTS: TalkingPointLanguage = {
  words: {
    heading: '**离线要点**（未配置 AI 模型：摘自你的简历和职位描述）',
    addDocuments: '请在 Personalize 中添加你的简历和职位描述，这样要点才能来自你自己的经历。',
    line: '- **{label}**：{text}',
    quotes: ['“', '”'],
    behavioural: {
      intro: '用一个真实的例子，按 STAR 的顺序回答：',
      situation: { label: '情境 / 任务', advice: '当时的处境，以及需要完成什么。' },
      action: { label: '行动', advice: '你本人具体做了什么，一步一步讲清楚：这是最长的部分。' },
      result: { label: '结果', advice: '最后的结果，最好有具体数字，以及你的收获。' },
    },
    technical: {
      intro: '先直接回答问题（是什么、怎么工作、利弊取舍），然后：',
      usedIt: { label: '实际用过的地方', advice: '一个用到它的项目。' },
      alsoRelevant: '相关经历',
    },
    situational: {
      intro: '先说你会先做什么，再讲步骤和理由：',
      first: { label: '第一步', advice: '弄清目标、受影响的人和截止时间。' },
      similar: { label: '类似经历', advice: '一次你处理过的类似情况。' },
    },
    motivation: {
      draw: { label: '这个职位吸引你的地方', advice: '这个职位和这家公司真正让你感兴趣的是什么。' },
      bring: { label: '你能带来什么', advice: '和这个职位最匹配的经历。' },
      also: '另外',
    },
    background: {
      intro: '用一个简短的故事，讲到你为什么来应聘这个职位：',
      now: { label: '现在', advice: '你目前在做什么。' },
      before: { label: '之前', advice: '让你走到今天的经历。' },
    },
    general: {
      intro: '先直接回答，再用事实支撑：',
      example: { label: '你的经历', advice: '一个具体的例子。' },
      also: '另外',
    },
    tieToRole: '联系到这个职位',
    story: {
      heading: '**离线要点**（未配置 AI 模型：你自己写下的经历）',
      fromStory: '**来自你的故事**：{title}',
      noneFits: '你还没有适合这个问题的故事；以下来自你的简历：',
      situation: '情境',
      task: '任务',
      action: '行动',
      result: '结果',
      figures: '数据',
    },
  },
  achievementWords: ['负责', '带领', '主导', '牵头', '搭建', '开发', '设计', '优化', '提升', '提高', '降低', '减少', '上线', '迁移', '推动', '实现'],
};
