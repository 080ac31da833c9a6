/**
 * One language's thank-you e-mail. Placeholders in braces are filled by draftThankYouEmail:
 * {role}, {company}, {topics} (a list joined with `listSeparator` and `and`), and the phrases
 * {theRole}, {atCompany}, {joiningCompany} built from the fields below (empty when unknown).
 */
export type ThankYouTemplate = {
  subjectWithRole: string;
  subjectWithoutRole: string;
  theRole: string;
  theRoleUnknown: string;
  atCompany: string;
  joiningCompany: string;
  greeting: string;
  thanks: string;
  enjoyedTopics: string;
  enjoyedNoTopics: string;
  interest: string;
  offer: string;
  signOff: string;
  yourName: string;
  listSeparator: string;
  and: string;
  /**
   * How one topic is set in the sentence ("«{topic}»"): outside English the topics are the
   * questions' own words, which read as a quotation rather than as the sentence's grammar.
   * Absent: as is.
   */
  topicQuote?: string;
  /** What joins the sentences of the first paragraph ("" in Chinese, which has no spaces). */
  sentenceJoin: string;
};
