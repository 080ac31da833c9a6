import { QUESTIONS_TO_ASK } from '@/lib/language/packs/en/questions-to-ask';
import { authors } from '../authors';
import { defineArticle } from './define-article';

/**
 * One topic's questions as a numbered list, numbered on from the topics before it: the
 * questions live in the English pack, which the prep sheet picks from, so the two never disagree.
 */
function questionList(topic: string): string {
  const first = QUESTIONS_TO_ASK.findIndex((q) => q.topic === topic);
  const items = QUESTIONS_TO_ASK.filter((q) => q.topic === topic).map((q) => `  <li>${q.text.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</li>`);
  return `<ol${first > 0 ? ` start="${first + 1}"` : ''}>\n${items.join('\n')}\n</ol>`;
}

export const interviewQuestionsToAskEmployer = defineArticle({
  slug: 'interview-questions-to-ask-employer',
  title: '35 Interview Questions to Ask an Employer (and What the Answers Tell You)',
  description:
    'Thoughtful questions to ask at the end of a job interview, grouped by topic, with notes on what a good or worrying answer sounds like.',
  keywords: ['questions to ask employer', 'questions to ask in an interview', 'questions to ask the interviewer', 'end of interview questions'],
  ...authors.rahul,
  date: '2024-02-06',
  content: `
<p>"Do you have any questions for us?" is not a formality. Recruiters and hiring managers notice when a candidate has nothing to ask, and they notice even more when the questions are sharp. Good questions show that you have thought about the role in practice, not just in theory. Just as importantly, the answers help you decide whether you actually want the job.</p>
<p>Below are thirty-five questions grouped by what they help you learn. You do not need all of them. Choose three to five that matter most to you, and have a couple of spares in case your first choices are answered during the conversation.</p>

<h2>Questions about the role itself</h2>
${questionList('Questions about the role itself')}
<p><strong>What to listen for:</strong> specific, consistent answers. If the hiring manager struggles to describe what success looks like after three months, expect unclear priorities once you start. If the role is a replacement, a follow-up such as "What did the previous person do especially well?" often tells you what they will compare you to.</p>

<h2>Questions about the team</h2>
${questionList('Questions about the team')}
<p><strong>What to listen for:</strong> warmth and detail. Interviewers who like their team tend to talk about them with examples. Very high turnover, or a long pause before an answer about how disagreements are handled, are worth noting.</p>

<h2>Questions about the manager</h2>
${questionList('Questions about the manager')}
<p>Your manager shapes your daily experience more than almost anything else about a job. Asking about their style is completely normal, and good managers enjoy answering. Question 18 is particularly revealing: a manager who can name someone and describe how they helped is a manager who invests in people.</p>

<h2>Questions about performance and growth</h2>
${questionList('Questions about performance and growth')}
<p>These questions show that you plan to stay and grow, which employers value. Listen for concrete examples of promotions or internal moves rather than general statements about "lots of opportunities".</p>

<h2>Questions about the company and its direction</h2>
${questionList('Questions about the company and its direction')}
<p>Tailor these with research. "I read that you are expanding into Canada next year. How will that affect this team?" is far more impressive than a generic version, and it shows that you prepared.</p>

<h2>Questions about culture and ways of working</h2>
${questionList('Questions about culture and ways of working')}
<p><strong>What to listen for:</strong> whether the examples match the values on the careers page. If an interviewer says the culture is collaborative but cannot give an example, take note.</p>

<h2>Questions about next steps</h2>
${questionList('Questions about next steps')}
<p>Question 34 takes some courage, but it is one of the most useful questions you can ask. It gives you a chance to address a concern while you are still in the room. If the interviewer says, for example, that you have less experience with a particular tool, you can reply with a specific example of how you learned a similar tool quickly.</p>

<h2>Example: turning a question into a conversation</h2>
<p>The best questions lead to follow-ups. Here is how one might unfold:</p>
<blockquote>
<p><strong>You:</strong> "What would you expect me to accomplish in the first 90 days?"</p>
<p><strong>Interviewer:</strong> "Mainly to take over the monthly reporting and get the new dashboard live."</p>
<p><strong>You:</strong> "That's helpful. Is the dashboard already designed, or would I be gathering the requirements too? I ask because in my last role I ran the requirements workshops for our reporting tool, and I found that was where most of the value was."</p>
</blockquote>
<p>In three sentences you have learned about the role, shown relevant experience and started a real discussion, which is exactly what you want.</p>

<h2>Questions to avoid</h2>
<ul>
  <li><strong>Anything answered on the company's website.</strong> "What does your company do?" shows that you did not prepare.</li>
  <li><strong>Salary and holiday in a first interview</strong>, unless the interviewer raises them. They matter, but there is a better moment, usually once an offer is likely.</li>
  <li><strong>Yes-or-no questions.</strong> "Do you like working here?" invites a one-word answer. "What has kept you here?" invites a story.</li>
  <li><strong>Several questions at once.</strong> Ask one, listen to the answer, then ask the next.</li>
  <li><strong>Questions that sound like complaints</strong>, such as "How strict are you about start times?"</li>
</ul>

<h2>How many questions should you ask?</h2>
<p>Three to five is a good range for a typical interview. If time is short, ask the one that matters most and offer to send the rest by e-mail. If you are meeting several people in one day, you can ask the same question to different interviewers: comparing their answers is a quick way to see whether the team is aligned.</p>

<h2>Write them down</h2>
<p>It is completely acceptable to bring a notebook with your questions written out, or to have them open in a note on your screen for a video interview. It shows preparation, not weakness. Add notes as you go. Those notes also make your follow-up thank-you message more specific, because you can refer to something the interviewer actually said.</p>
`,
});
