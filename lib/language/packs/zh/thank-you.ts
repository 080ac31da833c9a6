import type { ThankYouTemplate } from '../../../feedback/thank-you-templates/template';

export const THANK_YOU: ThankYouTemplate = {
  subjectWithRole: '感谢：{role}职位面试{atCompany}',
  subjectWithoutRole: '感谢：面试{atCompany}',
  theRole: '{role}职位',
  theRoleUnknown: '该职位',
  atCompany: '（{company}）',
  joiningCompany: '以及加入{company}',
  greeting: '[面试官姓名]您好：',
  thanks: '感谢您今天抽出时间与我交流{theRole}{atCompany}的相关情况。',
  enjoyedTopics: '我非常享受我们的交流，尤其是关于{topics}的讨论。',
  enjoyedNoTopics: '我非常享受我们的交流，也很高兴进一步了解了团队。',
  interest: '这次交流让我对该职位{joiningCompany}更加感兴趣，我相信我的经验能够从一开始就为团队带来帮助。',
  offer: '如果需要我提供更多材料，例如工作案例或推荐人信息，请随时告诉我。',
  signOff: '此致\n敬礼',
  yourName: '[您的姓名]',
  listSeparator: '、',
  and: '和',
  topicQuote: '“{topic}”',
  sentenceJoin: '',
};
