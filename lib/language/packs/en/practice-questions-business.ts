// The English practice bank's questions for business roles: sales, marketing, customer success,
// finance and operations.
import type { PracticeQuestion } from '../../../practice/practice-question';
import { bankGroup } from '../../../practice/question-group';

const group = bankGroup();

export const sales: readonly PracticeQuestion[] = [
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

export const marketing: readonly PracticeQuestion[] = [
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

export const customerSuccess: readonly PracticeQuestion[] = [
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

export const finance: readonly PracticeQuestion[] = [
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

export const operations: readonly PracticeQuestion[] = [
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
