// The English practice bank's questions for healthcare and teaching.
import type { PracticeQuestion } from '../../../practice/practice-question';
import { bankGroup } from '../../../practice/question-group';

const group = bankGroup();

export const healthcare: readonly PracticeQuestion[] = [
  ...group('hc-t', 'technical', ['healthcare'], [
    ['How do you prioritise care when several patients need you at the same time?', 'triage, prioritisation, patient care, nursing, clinical'],
    ['Walk me through how you administer medication safely.', 'medication, patient safety, rights of administration, nursing, clinical'],
    ['What would you do if you noticed a patient\'s condition deteriorating?', 'deterioration, escalation, early warning, assessment, nursing'],
    ['How do you hand over a patient at the end of a shift so nothing is missed?', 'handover, sbar, communication, patient safety, nursing'],
    ['How do you prevent infections from spreading on a ward?', 'infection control, hygiene, ppe, patient safety, nursing'],
  ]),
  ...group('hc-b', 'behavioural', ['healthcare'], [
    ['Tell me about a time you supported a patient or family through difficult news.', 'patient, family, empathy, communication, care'],
    ['Describe a time you raised a concern about patient safety.', 'patient safety, escalation, advocacy, incident, nursing'],
  ]),
  ...group('hc-o', 'other', ['healthcare'], [
    ['If a doctor gave an order you believed was unsafe, what would you do?', 'patient safety, escalation, advocacy, clinical judgement, nursing'],
    ['How would you care for a patient who refuses treatment?', 'consent, patient rights, communication, ethics, nursing'],
  ]),
];

export const teaching: readonly PracticeQuestion[] = [
  ...group('tch-t', 'technical', ['teaching'], [
    ['How do you plan a lesson for a class with a wide range of abilities?', 'lesson planning, differentiation, curriculum, classroom, teaching'],
    ['How do you check whether students have understood what you taught?', 'assessment, formative, feedback, learning, teaching'],
    ['What is your approach to managing behaviour in the classroom?', 'behaviour management, classroom, routines, students, teaching'],
  ]),
  ...group('tch-b', 'behavioural', ['teaching'], [
    ['Tell me about a student who was struggling and how you helped them.', 'student, support, intervention, progress, teaching'],
    ['Describe a lesson that did not go to plan. What did you do?', 'lesson, adaptability, reflection, classroom, teaching'],
    ['Tell me about a time you worked with a parent to solve a problem.', 'parents, communication, partnership, student, school'],
  ]),
  ...group('tch-o', 'other', ['teaching'], [
    ['How would you use technology in your lessons without it becoming a distraction?', 'edtech, technology, engagement, classroom, teaching'],
    ['If a parent complained about a grade you gave, how would you handle it?', 'parents, assessment, communication, fairness, school'],
  ]),
];
