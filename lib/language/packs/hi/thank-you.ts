import type { ThankYouTemplate } from '../../../feedback/thank-you-templates/template';

export const THANK_YOU: ThankYouTemplate = {
  subjectWithRole: 'धन्यवाद: {role} पद के लिए साक्षात्कार{atCompany}',
  subjectWithoutRole: 'धन्यवाद: हमारा साक्षात्कार{atCompany}',
  theRole: '{role} पद',
  theRoleUnknown: 'इस पद',
  atCompany: ' ({company})',
  joiningCompany: ' और {company} से जुड़ने',
  greeting: 'नमस्ते [साक्षात्कारकर्ता का नाम],',
  thanks: 'आज {theRole}{atCompany} के बारे में मुझसे बात करने के लिए समय निकालने हेतु धन्यवाद।',
  enjoyedTopics: 'मुझे हमारी बातचीत बहुत अच्छी लगी, ख़ासकर {topics} पर चर्चा।',
  enjoyedNoTopics: 'मुझे हमारी बातचीत और टीम के बारे में और जानना बहुत अच्छा लगा।',
  interest: 'इससे इस पद{joiningCompany} में मेरी रुचि और बढ़ गई है, और मुझे विश्वास है कि मेरा अनुभव शुरू से ही टीम के काम आएगा।',
  offer: 'यदि कुछ और साझा करना उपयोगी हो, जैसे मेरे काम के उदाहरण या संदर्भ, तो कृपया बताइए।',
  signOff: 'सादर,',
  yourName: '[आपका नाम]',
  listSeparator: ', ',
  and: ' और ',
  topicQuote: '“{topic}”',
  sentenceJoin: ' ',
};
