// The English practice bank's questions for technical roles: software, data, product and design.
import type { PracticeQuestion } from '../../../practice/practice-question';
import { bankGroup } from '../../../practice/question-group';

const group = bankGroup();

export const software: readonly PracticeQuestion[] = [
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

export const data: readonly PracticeQuestion[] = [
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

export const product: readonly PracticeQuestion[] = [
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

export const design: readonly PracticeQuestion[] = [
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
