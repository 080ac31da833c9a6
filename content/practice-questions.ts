// The offline practice bank: interview questions written by us, asked when no language model
// is configured (and as the fallback when one fails). Each has a kind (how its answer is
// scored), the roles it suits and the words a matching job description or resume would use;
// lib/practice/pick-practice-questions.ts ranks them by those words.
import type { PracticeQuestion, PracticeRole } from '../lib/practice/practice-question';

type Entry = [text: string, keywords: string];

function group(prefix: string, kind: PracticeQuestion['kind'], roles: PracticeRole[], entries: Entry[]): PracticeQuestion[] {
  return entries.map(([text, keywords], i) => ({
    id: `${prefix}-${String(i + 1).padStart(2, '0')}`,
    text,
    kind,
    roles,
    keywords: keywords.split(/\s*,\s*/).filter(Boolean),
  }));
}

const general = [
  ...group('gen-b', 'behavioural', ['general'], [
    ['Tell me about a time you had to meet a deadline that looked impossible. What did you do?', 'deadline, prioritise, pressure, planning, delivery'],
    ['Describe a disagreement you had with a colleague and how the two of you resolved it.', 'conflict, collaboration, teamwork, communication, stakeholder'],
    ['Walk me through a mistake you made at work, what it cost, and what you changed afterwards.', 'mistake, accountability, learning, quality, process'],
    ['Tell me about a time you took the lead on something nobody had asked you to own.', 'ownership, initiative, leadership, proactive, improvement'],
    ['Give me an example of feedback that was hard to hear. What did you do with it?', 'feedback, growth, coaching, self-awareness, improvement'],
    ['Describe a time you had to learn a new skill or tool quickly to get a job done.', 'learning, adaptability, tools, training, onboarding'],
    ['Tell me about a project that failed or was cancelled. What was your part in it?', 'failure, project, resilience, lessons, delivery'],
    ['Describe a situation where you had to persuade someone senior to change their mind.', 'influence, persuasion, stakeholder, leadership, communication'],
    ['Tell me about a time you juggled several urgent requests at once. How did you decide the order?', 'prioritise, multitasking, urgency, organisation, time management'],
    ['Give an example of a process you improved. How did you know it was better?', 'process, improvement, efficiency, metrics, automation'],
    ['Tell me about a time you helped a struggling teammate.', 'mentoring, teamwork, support, coaching, collaboration'],
    ['Describe a time you had to work with very little information or direction.', 'ambiguity, autonomy, judgement, initiative, problem solving'],
    ['Tell me about a decision you made that turned out to be wrong. How did you find out and what did you do?', 'decision, judgement, accountability, learning, risk'],
    ['Describe a time you went beyond what your role required for a customer or colleague.', 'customer, service, initiative, ownership, going above'],
    ['Tell me about a time you had to deliver bad news to someone.', 'communication, difficult conversation, honesty, stakeholder, empathy'],
    ['Describe the accomplishment at work you are proudest of, and your exact contribution to it.', 'achievement, impact, results, contribution, ownership'],
    ['Tell me about a time you had to work closely with a team outside your own department.', 'cross-functional, collaboration, stakeholder, communication, alignment'],
    ['Give me an example of a time you spotted a risk early. What did you do about it?', 'risk, foresight, prevention, judgement, escalation'],
    ['Describe a time you had to change your approach because the plan was not working.', 'adaptability, change, problem solving, flexibility, iteration'],
    ['Tell me about a goal you set for yourself at work and how you reached it.', 'goals, motivation, planning, results, growth'],
  ]),
  ...group('gen-o', 'other', ['general'], [
    ['Tell me about yourself and what brings you to this role.', 'background, career, motivation, experience, role'],
    ['Why do you want to work for this company in particular?', 'motivation, company, mission, values, culture'],
    ['What would you want to achieve in your first ninety days here?', 'onboarding, goals, plan, priorities, impact'],
    ['If two managers gave you conflicting priorities on the same day, what would you do?', 'prioritise, conflict, stakeholder, communication, judgement'],
    ['What kind of work environment brings out your best work?', 'culture, environment, teamwork, autonomy, values'],
    ['Where would you like your career to be in three to five years?', 'career, growth, goals, development, ambition'],
    ['Imagine you notice a colleague cutting corners on something important. How would you handle it?', 'ethics, integrity, quality, communication, escalation'],
    ['What is one strength you would bring to this team, and one area you are working on?', 'strength, weakness, self-awareness, growth, team'],
    ['If you joined and found the team was behind on a key deadline, what would you do in your first week?', 'deadline, prioritise, planning, teamwork, delivery'],
    ['How do you keep your skills up to date in your field?', 'learning, development, skills, training, growth'],
  ]),
];

const software = [
  ...group('swe-t', 'technical', ['software'], [
    ['How would you design a URL shortener that handles millions of redirects a day?', 'system design, scalability, database, caching, api, distributed'],
    ['Explain what happens between typing a web address into a browser and seeing the page.', 'http, dns, tcp, tls, browser, networking, web'],
    ['How do you decide between a relational database and a document store for a new service?', 'database, sql, nosql, postgres, mongodb, schema, data model'],
    ['Walk me through how you would track down a memory leak in a long-running service.', 'debugging, memory, profiling, performance, production, node, java'],
    ['How would you make a slow API endpoint faster? Where would you start?', 'performance, api, latency, caching, database, profiling, optimisation'],
    ['What makes a good code review, both as the author and as the reviewer?', 'code review, quality, git, collaboration, testing, pull request'],
    ['How would you test a feature that depends on a third-party payment service?', 'testing, integration, mocking, api, payments, reliability'],
    ['Explain the difference between processes and threads, and when you would use async code instead.', 'concurrency, threads, async, processes, performance, backend'],
    ['How would you roll out a risky database migration with no downtime?', 'database, migration, deployment, zero downtime, postgres, release'],
    ['Describe how you would structure a React application so it stays maintainable as it grows.', 'react, frontend, javascript, typescript, components, state management'],
  ]),
  ...group('swe-b', 'behavioural', ['software'], [
    ['Tell me about the hardest bug you have fixed. How did you find the cause?', 'debugging, bug, production, incident, root cause, software'],
    ['Describe a time you pushed back on a technical decision. What happened?', 'architecture, technical decision, influence, trade-off, engineering'],
  ]),
  ...group('swe-o', 'other', ['software'], [
    ['If production went down during your on-call shift, what would your first fifteen minutes look like?', 'incident, on-call, production, monitoring, outage, devops'],
    ['How would you balance paying down technical debt against shipping new features?', 'technical debt, refactoring, roadmap, trade-off, engineering'],
  ]),
];

const data = [
  ...group('data-t', 'technical', ['data'], [
    ['How would you design a daily batch pipeline that loads data from several sources into a warehouse?', 'data pipeline, etl, elt, warehouse, airflow, batch, ingestion'],
    ['How do you make a data pipeline idempotent, so rerunning it does not duplicate rows?', 'idempotent, pipeline, etl, deduplication, incremental, data engineering'],
    ['Explain the difference between a star schema and a normalised schema. When would you use each?', 'data modelling, star schema, warehouse, dimensional, sql, normalisation'],
    ['A query on a large table has become slow. How would you investigate and speed it up?', 'sql, query optimisation, index, partitioning, performance, warehouse'],
    ['When would you choose streaming over batch processing, and what tools would you use?', 'streaming, kafka, spark, batch, real-time, data engineering'],
    ['How would you check data quality in a pipeline and alert when something is wrong?', 'data quality, validation, testing, dbt, monitoring, pipeline'],
    ['Explain how you would handle a schema change in an upstream source that feeds your pipelines.', 'schema evolution, pipeline, upstream, contracts, etl, data engineering'],
    ['How would you decide whether an A/B test result is real or noise?', 'statistics, ab testing, experiment, significance, analytics, data science'],
    ['Walk me through how you would build and evaluate a model to predict customer churn.', 'machine learning, churn, model, python, features, evaluation, data science'],
  ]),
  ...group('data-b', 'behavioural', ['data'], [
    ['Tell me about a time your analysis changed a business decision.', 'analysis, insight, stakeholder, dashboard, decision, analytics'],
    ['Describe a time you found a serious problem in a dataset that others relied on.', 'data quality, dataset, pipeline, accuracy, stakeholder, reporting'],
  ]),
  ...group('data-o', 'other', ['data'], [
    ['A stakeholder asks for a dashboard by tomorrow but the data is not reliable yet. What would you do?', 'dashboard, stakeholder, data quality, reporting, communication'],
  ]),
];

const product = [
  ...group('pm-t', 'technical', ['product'], [
    ['How would you decide what goes into the next quarter\'s roadmap?', 'roadmap, prioritisation, strategy, product management, planning'],
    ['Which metrics would you track for a new onboarding flow, and why?', 'metrics, kpi, onboarding, activation, analytics, product'],
    ['How would you improve a product you use every day?', 'product sense, user experience, improvement, users, design'],
    ['Walk me through how you would write a product requirements document for a new feature.', 'requirements, prd, specification, user stories, product'],
  ]),
  ...group('pm-b', 'behavioural', ['product'], [
    ['Tell me about a time you said no to an important stakeholder\'s feature request.', 'stakeholder, prioritisation, roadmap, influence, product'],
    ['Describe a product launch you led. What went well and what would you change?', 'launch, go-to-market, product, cross-functional, results'],
    ['Tell me about a time user research changed what you built.', 'user research, discovery, customer interviews, product, insight'],
  ]),
  ...group('pm-o', 'other', ['product'], [
    ['Engineering says your top feature will take twice as long as planned. What do you do?', 'scope, trade-off, engineering, timeline, prioritisation, product'],
    ['If a key metric dropped ten percent overnight, how would you find out why?', 'metrics, analytics, investigation, root cause, product'],
  ]),
];

const design = [
  ...group('des-t', 'technical', ['design'], [
    ['Walk me through your design process on a recent project, from brief to hand-off.', 'design process, ux, research, prototyping, figma, hand-off'],
    ['How do you make sure a design is accessible to people with disabilities?', 'accessibility, wcag, inclusive design, contrast, screen reader, ux'],
    ['How would you build and maintain a design system for several product teams?', 'design system, components, figma, consistency, ui'],
    ['How do you test whether a design works before it is built?', 'usability testing, prototype, user research, validation, ux'],
  ]),
  ...group('des-b', 'behavioural', ['design'], [
    ['Tell me about a time you defended a design decision that others disagreed with.', 'design decision, critique, stakeholder, rationale, ux'],
    ['Describe a project where research findings surprised you. What did you change?', 'user research, insight, iteration, ux, design'],
  ]),
  ...group('des-o', 'other', ['design'], [
    ['If engineering said your design was too expensive to build, how would you respond?', 'trade-off, engineering, scope, collaboration, design'],
    ['How would you design a feature for users whose needs you do not share?', 'empathy, research, inclusive design, users, ux'],
  ]),
];

const sales = [
  ...group('sales-t', 'technical', ['sales'], [
    ['Walk me through how you qualify a new lead.', 'qualification, lead, bant, meddic, pipeline, prospecting'],
    ['How do you handle a prospect who says your price is too high?', 'objection handling, pricing, negotiation, value, closing'],
    ['How do you build and keep a healthy sales pipeline?', 'pipeline, prospecting, crm, salesforce, forecasting, quota'],
    ['Pitch me a product you know well in two minutes.', 'pitch, presentation, value proposition, communication, sales'],
  ]),
  ...group('sales-b', 'behavioural', ['sales'], [
    ['Tell me about the hardest deal you closed. What made the difference?', 'closing, deal, negotiation, quota, enterprise, sales'],
    ['Describe a time you missed your target. What did you learn?', 'quota, target, resilience, pipeline, learning, sales'],
    ['Tell me about a time you won back a customer who was about to leave.', 'retention, customer, relationship, account management, renewal'],
  ]),
  ...group('sales-o', 'other', ['sales'], [
    ['If a big deal stalled in the last week of the quarter, what would you do?', 'closing, forecast, deal, quarter, negotiation, sales'],
    ['How would you research a company before a first call with them?', 'prospecting, research, discovery, preparation, sales'],
  ]),
];

const marketing = [
  ...group('mkt-t', 'technical', ['marketing'], [
    ['How would you plan a campaign to launch a new product with a limited budget?', 'campaign, launch, budget, channels, go-to-market, marketing'],
    ['Which metrics tell you whether a campaign worked?', 'metrics, roi, conversion, attribution, analytics, marketing'],
    ['How would you improve a website\'s organic search traffic?', 'seo, content, keywords, organic, website, marketing'],
    ['How do you decide which channels to spend on, and how much?', 'channels, budget, paid media, acquisition, cac, marketing'],
  ]),
  ...group('mkt-b', 'behavioural', ['marketing'], [
    ['Tell me about a campaign that underperformed. What did you do next?', 'campaign, performance, optimisation, learning, marketing'],
    ['Describe a time you used data to change your marketing strategy.', 'data, analytics, strategy, testing, marketing'],
  ]),
  ...group('mkt-o', 'other', ['marketing'], [
    ['If sales said your leads were poor quality, how would you respond?', 'lead quality, sales alignment, mql, funnel, marketing'],
    ['How would you position our product against a bigger competitor?', 'positioning, messaging, competitor, brand, marketing'],
  ]),
];

const customerSuccess = [
  ...group('cs-t', 'technical', ['customer-success'], [
    ['How would you spot customers at risk of churning before they tell you?', 'churn, health score, retention, customer success, usage'],
    ['Walk me through how you would onboard a new enterprise customer.', 'onboarding, enterprise, implementation, customer success, adoption'],
    ['How do you prepare for a quarterly business review with a customer?', 'qbr, business review, account management, value, customer success'],
  ]),
  ...group('cs-b', 'behavioural', ['customer-success'], [
    ['Tell me about a time you turned an angry customer into a happy one.', 'customer, escalation, support, empathy, resolution'],
    ['Describe a time you found an upsell or expansion opportunity in an account.', 'expansion, upsell, account management, renewal, revenue'],
    ['Tell me about a time you had to say no to a customer.', 'customer, expectations, communication, boundaries, support'],
  ]),
  ...group('cs-o', 'other', ['customer-success'], [
    ['If a key customer reported a bug that engineering would not fix this quarter, what would you do?', 'customer, escalation, engineering, expectations, support'],
    ['How would you manage sixty accounts so none of them feels neglected?', 'portfolio, prioritisation, account management, customer success'],
  ]),
];

const finance = [
  ...group('fin-t', 'technical', ['finance'], [
    ['Walk me through how the three financial statements link together.', 'financial statements, income statement, balance sheet, cash flow, accounting'],
    ['How would you build a budget and forecast for a growing team?', 'budget, forecast, fp&a, excel, planning, finance'],
    ['Explain how you would value a company. Which methods would you use and why?', 'valuation, dcf, multiples, modelling, finance, investment'],
    ['How do you investigate a large variance between budget and actuals?', 'variance analysis, budget, actuals, reporting, fp&a, finance'],
  ]),
  ...group('fin-b', 'behavioural', ['finance'], [
    ['Tell me about a time you found an error in financial reports. How did you handle it?', 'accuracy, reporting, reconciliation, audit, accounting'],
    ['Describe a time you explained a financial result to people without a finance background.', 'communication, stakeholder, reporting, analysis, finance'],
  ]),
  ...group('fin-o', 'other', ['finance'], [
    ['If you were asked to cut ten percent of costs, where would you start?', 'cost reduction, budget, analysis, spend, finance'],
    ['How would you close the books faster without losing accuracy?', 'month-end close, accounting, process, reconciliation, automation'],
  ]),
];

const operations = [
  ...group('ops-t', 'technical', ['operations'], [
    ['How would you find the bottleneck in a process that keeps missing its targets?', 'process, bottleneck, lean, efficiency, operations, kpi'],
    ['Which metrics would you use to run a warehouse or fulfilment operation?', 'logistics, fulfilment, warehouse, supply chain, kpi, operations'],
    ['How would you plan capacity for a seasonal peak?', 'capacity planning, forecasting, staffing, supply chain, operations'],
    ['How do you choose and manage a new supplier or vendor?', 'vendor management, procurement, supplier, contracts, operations'],
  ]),
  ...group('ops-b', 'behavioural', ['operations'], [
    ['Tell me about a time you cut cost or waste in an operation.', 'cost, waste, lean, efficiency, process, operations'],
    ['Describe a time an operation you ran was disrupted. How did you keep it going?', 'disruption, contingency, supply chain, crisis, operations'],
  ]),
  ...group('ops-o', 'other', ['operations'], [
    ['If a key supplier failed the day before a big delivery, what would you do?', 'supplier, contingency, logistics, risk, operations'],
    ['How would you roll out a new process to a team that likes the old one?', 'change management, process, training, adoption, operations'],
  ]),
];

const healthcare = [
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

const teaching = [
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

/** Every question of the bank, in a stable order (ids never change once shipped). */
export const PRACTICE_QUESTIONS: readonly PracticeQuestion[] = [
  ...general,
  ...software,
  ...data,
  ...product,
  ...design,
  ...sales,
  ...marketing,
  ...customerSuccess,
  ...finance,
  ...operations,
  ...healthcare,
  ...teaching,
];
