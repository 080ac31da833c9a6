import { authors } from '../authors';
import { defineArticle } from './define-article';

export const strategicInterviewQuestions = defineArticle({
  slug: 'strategic-interview-questions-to-ask-during-interview',
  title: 'Strategic Interview Questions to Ask During an Interview',
  description:
    'How to use questions during an interview, not only at the end, to uncover what the employer needs, steer the conversation and stand out.',
  keywords: ['strategic interview questions', 'questions to ask during an interview', 'smart interview questions', 'interview strategy'],
  ...authors.laura,
  date: '2024-02-27',
  content: `
<p>Most candidates treat questions as something that happens in the last five minutes. Strategic candidates use them throughout the interview. A well-placed question can clarify what the interviewer actually wants, reveal the real problem behind the job opening and give you the information you need to tailor every answer that follows.</p>
<p>This guide explains when to ask, what to ask, and how to use the answers. The goal is not to interrogate the interviewer. It is to turn a one-way assessment into a working conversation between two professionals.</p>

<h2>Why strategic questions work</h2>
<p>Interviewers remember how a conversation felt. When a candidate asks a question that makes them think, the interview starts to resemble a meeting with a future colleague rather than an exam. Strategic questions do three things:</p>
<ul>
  <li><strong>They reveal priorities.</strong> Job descriptions are often written from a template. The interviewer's answer tells you which of the listed skills actually matter this quarter.</li>
  <li><strong>They let you tailor.</strong> Once you know the real problem, you can choose the example from your experience that fits it best.</li>
  <li><strong>They show how you think.</strong> Asking the right question before solving a problem is exactly what good employees do.</li>
</ul>

<h2>At the start: questions that frame the interview</h2>
<p>In the first few minutes, a short question can shape everything after it. Ask once the introductions are done and it feels natural:</p>
<ul>
  <li>"Before we start, could you tell me a little about what prompted you to open this role now?"</li>
  <li>"What would make someone a great hire for this position, as opposed to a good one?"</li>
  <li>"Is there anything in particular you'd like to learn about my background today?"</li>
</ul>
<p>If the hiring manager tells you that the team has fallen behind on a product launch, you now know that every example showing delivery under pressure will land. If they say the last person struggled with stakeholders, your stakeholder stories just became your strongest material.</p>

<h2>During your answers: clarifying questions</h2>
<p>Asking a clarifying question before answering a complex prompt is a sign of competence, not hesitation. It is especially valuable for case questions, technical problems and vague behavioural questions.</p>
<ul>
  <li>"When you say difficult stakeholder, do you mean someone senior, or someone from another team?"</li>
  <li>"Should I focus on the technical approach or on how I managed the project?"</li>
  <li>"Would an example from my freelance work be useful here, or would you prefer one from a full-time role?"</li>
</ul>
<p>Keep these short. One clarifying question per answer is plenty; more can look like stalling.</p>

<h3>Example</h3>
<blockquote>
<p><strong>Interviewer:</strong> "Tell me about a time you improved a process."</p>
<p><strong>You:</strong> "Happy to. Is there a type of process you're most interested in, operational or customer-facing? I have a good example of each."</p>
<p><strong>Interviewer:</strong> "Customer-facing, definitely. Our onboarding takes too long."</p>
</blockquote>
<p>You have just learned the employer's pain point and can now pick the story that addresses it directly.</p>

<h2>After your answers: check-in questions</h2>
<p>A brief check after a long answer keeps the conversation two-way and lets you correct course:</p>
<ul>
  <li>"Does that give you what you were looking for, or would you like more detail on the results?"</li>
  <li>"Is that similar to the kind of challenge this team faces?"</li>
</ul>
<p>The second question is particularly strategic. If the interviewer says yes and explains their version, you gain more information to use later. If they say no, you have learned what the actual challenge is.</p>

<h2>In the middle: questions that uncover the real problem</h2>
<p>Every job opening exists because something needs doing that is not being done. Strategic candidates find out what that is. These questions work well once rapport is established:</p>
<ol>
  <li>"What is the biggest obstacle between the team and its goals this year?"</li>
  <li>"If I joined tomorrow, what is the first problem you would hand me?"</li>
  <li>"What has been tried already, and what did you learn from it?"</li>
  <li>"Which metric would tell you, six months from now, that hiring me was the right decision?"</li>
  <li>"Where does this team spend time that you wish it didn't?"</li>
</ol>
<p>Listen closely and take brief notes. You can refer back to the answers: "You mentioned earlier that reporting takes up too much time. In my current role I automated our weekly report, which saved about four hours a week."</p>

<h2>At the end: questions that close strongly</h2>
<p>The end of the interview is your last chance to leave an impression and address doubts:</p>
<ul>
  <li>"Based on our conversation, is there anything that concerns you about my fit for the role?"</li>
  <li>"How does this role contribute to the company's biggest goal this year?"</li>
  <li>"What would you want the person in this role to have achieved by their first review?"</li>
  <li>"What are the next steps, and is there anything else I can send you that would help?"</li>
</ul>
<p>The first question can feel uncomfortable, but it is one of the most powerful things you can ask. A concern that is voiced can be answered; one that stays in the interviewer's head cannot.</p>

<h2>Tailor questions to the interviewer</h2>
<p>Different people in the process care about different things. Adjust your questions to match:</p>
<ul>
  <li><strong>Recruiter:</strong> the process, timeline and what the hiring manager values most.</li>
  <li><strong>Hiring manager:</strong> priorities, success measures, the team's challenges and management style.</li>
  <li><strong>Peer or future colleague:</strong> daily work, tools, collaboration and what they enjoy about the job.</li>
  <li><strong>Senior leader:</strong> strategy, direction and how the team fits into the bigger picture.</li>
</ul>

<h2>Common mistakes</h2>
<ul>
  <li><strong>Interrogating.</strong> Strategic questions should feel conversational. Two or three during the interview is enough.</li>
  <li><strong>Asking to show off.</strong> A question designed only to display knowledge is usually obvious. Ask because you want the answer.</li>
  <li><strong>Not using the answers.</strong> The value comes from connecting what you learn to your experience. If you ask about the team's biggest obstacle, refer to it later.</li>
  <li><strong>Interrupting.</strong> Wait for a natural pause. Timing matters as much as content.</li>
</ul>

<h2>Preparing your strategic questions</h2>
<ol>
  <li>Research the company: recent news, product launches, annual reports, the team's public work.</li>
  <li>Read the job description and note the responsibilities that seem most important or unusual.</li>
  <li>Write two questions for the start, three for the middle and three for the end.</li>
  <li>For each question, write a note on which of your stories you could connect to the likely answer.</li>
  <li>Practise asking them out loud so they sound natural rather than rehearsed.</li>
</ol>
<p>Strategic questions are a skill, and like any skill they improve with practice. Start with one or two in your next interview and notice how the conversation changes. For more ideas, see our list of <a href="/interview-questions-to-ask-employer">questions to ask an employer</a> and our guide to the <a href="/best-interview-questions">interview questions you are most likely to be asked</a>.</p>
`,
});
