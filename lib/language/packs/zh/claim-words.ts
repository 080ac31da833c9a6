// What the unsupported-claims check knows of Chinese: months and weekdays, dates written year
// first ("2021年3月"), the words of job titles (written together: 高级软件工程师), numbers in
// characters (两百万, 百分之四十, 200万), and the words that tell whom a sentence speaks of. Chinese
// has no capitals, so names are checked only in Latin letters.
import type { ClaimWords } from '../../../evidence/claim-words';

export const CLAIM_WORDS: ClaimWords = {
  months: ['一月', '二月', '三月', '四月', '五月', '六月', '七月', '八月', '九月', '十月', '十一月', '十二月'],
  days: '星期一 星期二 星期三 星期四 星期五 星期六 星期日 星期天 周一 周二 周三 周四 周五 周六 周日',
  yearFirstDates: { year: '年', month: '月' },
  seniority: '高级 资深 首席 初级 中级 主任 助理',
  roles: '工程师 经理 总监 架构师 设计师 分析师 科学家 开发者 顾问 主管 负责人 护士 研究员 专家',
  heads: '总监 经理 主管 负责人 总裁 主任',
  standaloneTitles: '总工程师 总经理 总裁 副总裁 首席执行官 首席技术官 校长 副校长',
  joiners: '',
  titlesUnspaced: true,
  numberWords: { 零: 0, 〇: 0, 一: 1, 二: 2, 两: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9, 万: 1e4, 亿: 1e8 },
  numberMultipliers: { 十: 10, 百: 100, 千: 1_000 },
  numbersCompound: true,
  percentBefore: ['百分之'],
  magnitudes: { 千: 1e3, 万: 1e4, 百万: 1e6, 千万: 1e7, 亿: 1e8 },
  currencyWords: '元 美元 人民币',
  titleTranslations: {
    高级: 'senior', 资深: 'senior', 首席: 'principal', 初级: 'junior', 中级: 'mid', 主任: 'chief', 助理: 'assistant',
    工程师: 'engineer', 经理: 'manager', 总监: 'director', 架构师: 'architect', 设计师: 'designer', 分析师: 'analyst',
    科学家: 'scientist', 开发者: 'developer', 顾问: 'consultant', 主管: 'head', 负责人: 'head', 护士: 'nurse',
    研究员: 'researcher', 专家: 'specialist', 软件: 'software', 数据: 'data', 产品: 'product', 销售: 'sales',
    后端: 'backend', 前端: 'frontend', 平台: 'platform', 安全: 'security', 项目: 'project', 技术: 'technical',
    财务: 'finance', 审计: 'audit', 市场: 'marketing', 运营: 'operations', 人力资源: 'hr', 总裁: 'president', 供应链: 'supply chain',
    设计: 'design', 生产: 'production', 教务处: 'academic affairs', 校长: 'principal', 副校长: 'deputy principal', 护理部: 'nursing', 护理: 'nursing', 副: 'deputy', 总工程师: 'chief engineer', 总经理: 'general manager', 副总裁: 'vp', 首席执行官: 'ceo', 首席技术官: 'cto', 人事: 'hr', 行政: 'administration', 法务: 'legal', 采购: 'procurement', 物流: 'logistics', 研发: 'r&d', 质量: 'quality',
    客户: 'customer', 工程: 'engineering', 信息: 'information', 品牌: 'brand', 战略: 'strategy', 业务: 'business', 开发: 'developer|engineer',
  },
  negationWords: "没 没有 从未 从来没",
  firstPerson: '我 我们 本人',
  employerWords: '在',
  clauseWords: '因为 但是 所以 而且 虽然',
  secondPerson: '你 您 你们 贵公司 贵司 贵团队',
  // Two characters at least: 会 alone is also the first character of 会计 (accounting).
  aheadWords: ['希望', '想要', '我想', '我会', '我们会', '我将', '我们将', '将会', '愿意', '期待', '期望', '看重', '欣赏', '吸引', '打算', '计划', '能够', '可以', '会先', '会把', '会用', '会从', '会按'],
};
