// Hindi, held-out split: kept out of the tuning of the unsupported-claim check, so that its
// figures here say how it does on sentences nobody tuned it on. The engineer tuning the check does
// not open this file. Its candidates, companies and sentences are not those of hi.tune.ts.
import type { ClaimSet } from '../types';

export const HI_HELD_OUT: ClaimSet = {
  lang: 'hi',
  split: 'held-out',
  contexts: [
    {
      id: 'hi-h-data-en-resume',
      lang: 'hi',
      company: 'Bazaarly',
      resume: [
        'Rohan Gupta — Senior Data Analyst',
        'Swiftmart, Gurugram (November 2020 – present)',
        '- Built a pricing dashboard used by 80 category managers',
        '- Cut delivery delays by 18% with a route-scoring model',
        'Quanta Insights (2017 – 2020), Data Analyst',
        'Tools: Python, SQL, Tableau',
      ].join('\n'),
      stories: ['Situation: Deliveries in Delhi were often late. Action: I built a route-scoring model in Python. Result: delays fell by 18% in 2 months.'],
      candidateSaid: [],
      jobDescription: 'Lead Data Analyst at Bazaarly. 3 करोड़ ग्राहकों का डेटा। Looker का अनुभव।',
      interviewer: ['हमारे पास रोज़ 5 लाख ऑर्डर आते हैं।', 'आप किसी मेट्रिक को कैसे चुनते हैं?'],
    },
    {
      id: 'hi-h-teacher',
      lang: 'hi',
      company: 'Vidya International School',
      resume: [
        'कविता मिश्रा — वरिष्ठ गणित शिक्षिका',
        'Delhi Public Academy, लखनऊ (जून 2015 – अब तक)',
        '- बोर्ड परीक्षा में गणित का औसत 68% से बढ़ाकर 84% किया',
        '- 200 छात्रों के लिए ऑनलाइन अभ्यास कार्यक्रम शुरू किया',
      ].join('\n'),
      stories: ['स्थिति: कई छात्र बीजगणित में पिछड़ रहे थे। कार्रवाई: मैंने हर शनिवार अभ्यास कक्षाएँ शुरू कीं। परिणाम: औसत 68% से 84% हुआ।'],
      candidateSaid: [],
      jobDescription: 'Head of Academics, Vidya International School. 1,500 छात्र। Google Classroom का अनुभव।',
      interviewer: ['हमारे स्कूल में 60 शिक्षक हैं।', 'आप कमज़ोर छात्रों की मदद कैसे करती हैं?'],
    },
  ],
  cases: [
    { id: 'hi-h-01', context: 'hi-h-data-en-resume', sentence: 'Swiftmart में मेरा प्राइसिंग डैशबोर्ड 80 कैटेगरी मैनेजर इस्तेमाल करते हैं [1]।', expected: [], tags: ['supported', 'figure', 'name'] },
    { id: 'hi-h-02', context: 'hi-h-data-en-resume', sentence: 'मेरे मॉडल से डिलीवरी में देरी अठारह प्रतिशत कम हुई।', expected: [], tags: ['supported', 'spelled', 'figure'] },
    { id: 'hi-h-03', context: 'hi-h-data-en-resume', sentence: 'रूट-स्कोरिंग मॉडल से देरी १८% घटी।', expected: [], tags: ['supported', 'non-ascii', 'figure'] },
    { id: 'hi-h-04', context: 'hi-h-data-en-resume', sentence: 'Swiftmart में मैंने रोज़ 5 लाख ऑर्डर का विश्लेषण किया।', expected: ['5 लाख'], tags: ['hiring-only', 'figure'] },
    { id: 'hi-h-05', context: 'hi-h-data-en-resume', sentence: 'रोज़ 5 लाख ऑर्डर के साथ मैं पहले डिलीवरी समय का मेट्रिक तय करूँगा।', expected: [], tags: ['hiring-mention', 'figure'] },
    { id: 'hi-h-06', context: 'hi-h-data-en-resume', sentence: 'Swiftmart में मैंने Looker में सारे डैशबोर्ड बनाए।', expected: ['Looker'], tags: ['hiring-only', 'name'] },
    { id: 'hi-h-07', context: 'hi-h-data-en-resume', sentence: 'Quanta Insights में मैं Lead Data Analyst था।', expected: ['Lead Data Analyst'], tags: ['hiring-only', 'title', 'name'] },
    { id: 'hi-h-08', context: 'hi-h-data-en-resume', sentence: 'सीनियर डेटा एनालिस्ट के रूप में मैं Tableau और SQL पर काम करता हूँ।', expected: [], tags: ['supported', 'cross-language', 'title', 'name'] },
    { id: 'hi-h-09', context: 'hi-h-data-en-resume', sentence: 'मैंने नवंबर 2020 में Swiftmart जॉइन किया।', expected: [], tags: ['supported', 'cross-language', 'date', 'name'] },
    { id: 'hi-h-10', context: 'hi-h-data-en-resume', sentence: 'मैंने `route_score` की सीमा `0.65` रखी।', expected: ['0.65'], tags: ['unsupported', 'code', 'figure'] },
    { id: 'hi-h-11', context: 'hi-h-data-en-resume', sentence: 'नए मॉडल से देरी `18%` घटी।', expected: [], tags: ['supported', 'code', 'figure'] },
    { id: 'hi-h-12', context: 'hi-h-data-en-resume', sentence: 'मेरे सुझावों से रिटर्न रेट १२% घटा।', expected: ['१२%'], tags: ['unsupported', 'non-ascii', 'figure'] },
    { id: 'hi-h-13', context: 'hi-h-data-en-resume', sentence: 'मैं किसी भी मेट्रिक से पहले यह पूछता हूँ कि फ़ैसला कौन लेगा।', expected: [], tags: ['no-claim'] },
    { id: 'hi-h-14', context: 'hi-h-teacher', sentence: 'Delhi Public Academy में मैंने गणित का औसत 68% से बढ़ाकर 84% किया [1]।', expected: [], tags: ['supported', 'figure', 'name', 'several'] },
    { id: 'hi-h-15', context: 'hi-h-teacher', sentence: 'मैंने दो सौ छात्रों के लिए ऑनलाइन अभ्यास कार्यक्रम शुरू किया।', expected: [], tags: ['supported', 'spelled', 'figure'] },
    { id: 'hi-h-16', context: 'hi-h-teacher', sentence: 'मैंने 60 शिक्षकों की टीम का नेतृत्व किया है।', expected: ['60'], tags: ['hiring-only', 'figure'] },
    { id: 'hi-h-17', context: 'hi-h-teacher', sentence: '1,500 छात्रों वाले आपके स्कूल में मैं हर कक्षा के लिए साप्ताहिक आकलन रखूँगी।', expected: [], tags: ['hiring-mention', 'figure'] },
    { id: 'hi-h-18', context: 'hi-h-teacher', sentence: 'Delhi Public Academy में मैंने Google Classroom पर सारी कक्षाएँ चलाईं।', expected: ['Google Classroom'], tags: ['hiring-only', 'name'] },
    { id: 'hi-h-19', context: 'hi-h-teacher', sentence: 'मैं पहले Head of Academics रह चुकी हूँ।', expected: ['Head of Academics'], tags: ['hiring-only', 'title'] },
    { id: 'hi-h-20', context: 'hi-h-teacher', sentence: 'वरिष्ठ गणित शिक्षिका के रूप में मैं बोर्ड कक्षाएँ पढ़ाती हूँ।', expected: [], tags: ['supported', 'title'] },
    { id: 'hi-h-21', context: 'hi-h-teacher', sentence: 'मैंने जून 2015 में Delhi Public Academy जॉइन किया।', expected: [], tags: ['supported', 'date', 'name'] },
    { id: 'hi-h-22', context: 'hi-h-teacher', sentence: 'अगले साल कक्षा का औसत ९०% तक पहुँचा।', expected: ['९०%'], tags: ['unsupported', 'non-ascii', 'figure'] },
    { id: 'hi-h-23', context: 'hi-h-teacher', sentence: 'मैंने 2019 में 3 नए शिक्षकों को प्रशिक्षित किया।', expected: ['2019', '3'], tags: ['unsupported', 'figure', 'several'] },
  ],
};
