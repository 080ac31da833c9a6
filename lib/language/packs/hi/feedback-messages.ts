import type { FeedbackMessages } from '../../../feedback/messages/feedback-messages';

const list = (items: readonly string[], conjunction: 'and' | 'or') =>
  items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} ${conjunction === 'and' ? 'और' : 'या'} ${items[items.length - 1]}`;
const per = (unit: 'words' | 'characters') => (unit === 'words' ? 'शब्द प्रति मिनट' : 'अक्षर प्रति मिनट');
const yourAnswers = (labels: string) => `${labels} के आपके जवाब`;

export const FEEDBACK_MESSAGES: FeedbackMessages = {
  list,
  element: {
    Situation: 'स्थिति (Situation)',
    Task: 'काम (Task)',
    Action: 'कदम (Action)',
    Result: 'नतीजा (Result)',
    'opening statement': 'शुरुआती जवाब',
    'reasoning or steps': 'तर्क या चरण',
    'example or trade-off': 'उदाहरण या फ़ायदे-नुकसान',
    conclusion: 'निष्कर्ष',
  },
  noAnswer: 'कोई जवाब रिकॉर्ड नहीं हुआ।',
  nothingToScore: 'आँकने के लिए कोई जवाब नहीं है।',
  paceSlow: (rate, min, max, unit) => `${rate} ${per(unit)}: थोड़ा धीमा; ${min}–${max} का लक्ष्य रखें।`,
  paceFast: (rate, min, max, unit) => `${rate} ${per(unit)}: थोड़ा तेज़; ${min}–${max} का लक्ष्य रखें।`,
  paceComfortable: (rate, unit) => `${rate} ${per(unit)}: आरामदायक गति।`,
  paceNotJudged: 'इस भाषा में बोलने की गति अभी आँकी नहीं जाती: रूब्रिक में इसकी सामान्य सीमा नहीं है।',
  fillers: (count, perMinute) => `${count} भराव शब्द${perMinute !== null ? ` (${perMinute} प्रति मिनट)` : ''}: "मतलब" या "तो" कहने के बजाय रुकें।`,
  tooShort: 'बहुत छोटा: सुनने वाले को परखने लायक बात दें (एक से दो मिनट का लक्ष्य रखें)।',
  tooLong: 'तीन मिनट से ज़्यादा: सिर्फ़ ज़रूरी बात रखें।',
  tieToJob: 'जवाब को नौकरी से जोड़ें: जॉब डिस्क्रिप्शन में माँगे गए कौशल का ज़िक्र करें।',
  stayOnQuestion: 'सवाल पर टिके रहें: जो पूछा गया उसका जवाब उसी के शब्दों में दें।',
  onTopic: 'विषय पर।',
  noNumbers: 'कोई आँकड़ा नहीं: बताइए कितना, कितने या कितनी जल्दी।',
  noTools: 'जिन टूल, तकनीकों या तरीकों का इस्तेमाल किया, उनके नाम बताइए।',
  noOutcome: 'बताइए कि नतीजे में क्या बेहतर हुआ।',
  specific: 'ठोस: आँकड़े, टूल के नाम और नतीजे।',
  starComplete: 'साफ़ STAR ढाँचा, और सबसे ज़्यादा समय Action पर।',
  starActionShort: 'STAR के चारों हिस्से हैं; Action को सबसे ज़्यादा समय दें।',
  starMissing: (names, noResult) => `STAR: ${names} नहीं है${noResult ? ' — अंत में बताइए कि आपके काम से क्या बदला' : ''}।`,
  spendLongerOnAction: 'आपने खुद क्या किया (Action), उस पर ज़्यादा समय दें।',
  reasonedComplete: 'साफ़ ढाँचा: शुरुआती जवाब, तर्क, एक उदाहरण या फ़ायदे-नुकसान, और निष्कर्ष।',
  reasonedMissing: (names) => `ढाँचा: ${names} नहीं है।`,
  structureNotJudged: 'इस भाषा में ढाँचा अभी आँका नहीं जाता: रूब्रिक में इसके संकेत-वाक्यांश नहीं हैं।',

  questionLabel: (i) => `प्र${i + 1}`,
  nothingCaptured: [
    'अपने शब्द भी कैप्चर करें: Tab + माइक्रोफ़ोन सुनें ताकि डीब्रीफ़ आपके जवाबों को अंक दे सके।',
    'Practice में ज़ोर से बोलकर अभ्यास करें: हर जवाब को कारणों के साथ 10 में से अंक मिलते हैं।',
    'STAR ढाँचे (स्थिति, काम, कदम, नतीजा) में तीन कहानियाँ तैयार करें, हर एक के नतीजे में एक आँकड़ा हो।',
  ],
  starAdvice: {
    Result: 'अंत में बताइए कि आपके काम से क्या बदला, हो सके तो किसी आँकड़े के साथ',
    Action: 'कदम-दर-कदम बताइए कि आपने खुद क्या किया',
    Task: 'बताइए कि आपकी ज़िम्मेदारी क्या थी',
    Situation: 'एक-दो वाक्यों के संदर्भ से शुरू करें',
    'opening statement': 'पहले वाक्य में जवाब दें, फिर समझाएँ',
    'reasoning or steps': 'अपना तर्क कदम-दर-कदम बताइए ("पहले… फिर…")',
    'example or trade-off': 'एक उदाहरण दें या फ़ायदे-नुकसान बताइए',
    conclusion: 'एक पंक्ति के निष्कर्ष के साथ खत्म करें',
  },
  missingClause: (labels, _plural, missing) => `${yourAnswers(labels)} में ${missing} नहीं था`,
  structureFinding: (star, clauses, advice) => `${star ? 'STAR ढाँचा अपनाएँ' : 'तकनीकी जवाबों को ढाँचा दें'}: ${clauses.join('; ')}। अगली बार, ${advice}।`,
  beSpecific: (labels) => `ठोस रहें: ${yourAnswers(labels)} में आँकड़े या टूल के नाम कम थे; बताइए कितना, कितने और किससे।`,
  answerTheQuestion: (labels) => `पूछे गए सवाल का जवाब दें: ${yourAnswers(labels)} सवाल से भटक गए; उसके मुख्य शब्द दोहराएँ और उन्हें नौकरी से जोड़ें।`,
  pickUpPace: (rate, min, max, unit) => `थोड़ा तेज़ बोलें: आपका औसत ${rate} ${per(unit)} था; ${min}–${max} का लक्ष्य रखें।`,
  slowDown: (rate, min, max, unit) => `धीरे बोलें: आपका औसत ${rate} ${per(unit)} था; ${min}–${max} का लक्ष्य रखें और बातों के बीच रुकें।`,
  cutFillers: (count, perMinute) =>
    `भराव शब्द कम करें: कुल ${count}${perMinute !== null ? ` (${perMinute} प्रति मिनट)` : ''}; "मतलब", "तो" या "वो" कहने के बजाय चुपचाप रुकें।`,
  sayMore: (labels, _plural, minUnits, unit, minSeconds) =>
    `और विस्तार से बोलें: ${yourAnswers(labels)} ${minUnits} ${unit === 'words' ? 'शब्दों' : 'अक्षरों'} या ${minSeconds} सेकंड से कम थे; एक से दो मिनट का लक्ष्य रखें।`,
  tighten: (labels) => `संक्षिप्त करें: ${yourAnswers(labels)} तीन मिनट से लंबे थे; मुख्य बात से शुरू करें और पृष्ठभूमि घटाएँ।`,
  practiseAgain: (label, question, score) => `${label} का फिर से अभ्यास करें ("${question}"): इसे ${score}/10 मिले, आपके सबसे कम।`,
  prepareNumbers: 'अपनी सबसे अच्छी कहानियों में से हर एक के लिए दो आँकड़े तैयार रखें (बचा समय, पैसा, यूज़र, प्रतिशत), ताकि दबाव में भी याद रहें।',
  recordDaily: 'रोज़ एक जवाब रिकॉर्ड करें और गति व भराव शब्दों पर ध्यान देते हुए सुनें।',
};
