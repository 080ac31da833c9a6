import { PRODUCT_AI } from '@/lib/brand';
import { authors } from '../authors';
import { defineArticle } from './define-article';

export const aiInterviewAnswerGenerator = defineArticle({
  slug: 'ai-interview-answer-generator',
  title: 'AI Interview Answer Generators: How They Work and How to Use One Well',
  description:
    'What an AI interview answer generator does, how to give it the right context, example prompts and outputs, and how to turn suggestions into answers in your own voice.',
  keywords: ['ai interview answer generator', 'ai interview answers', 'interview answer generator', 'ai interview preparation'],
  ...authors.rahul,
  date: '2024-04-10',
  content: `
<p>AI interview answer generators have gone from novelty to a normal part of interview preparation in a short time. Used well, they help you structure your experience, find better examples and practise more questions in an evening than you could in a week. Used badly, they produce polished, generic answers that sound like everybody else's. This guide explains how these tools work, what makes the difference between those two outcomes, and how to get answers that still sound like you.</p>

<h2>What an AI interview answer generator does</h2>
<p>At its core, an answer generator takes an interview question and produces a suggested response using a large language model. The better tools go further:</p>
<ul>
  <li><strong>They use your context.</strong> Your resume and the job description are included so the suggestion refers to your actual experience and the employer's needs.</li>
  <li><strong>They structure the answer.</strong> Behavioural questions get a situation, task, action and result shape; technical questions get a step-by-step explanation.</li>
  <li><strong>They work live.</strong> Real-time assistants such as ${PRODUCT_AI} transcribe the interviewer's question as it is asked and show suggested talking points within seconds.</li>
</ul>
<p>The model does not know anything about you that you have not told it. The quality of what you get out depends almost entirely on the quality of what you put in.</p>

<h2>Give it the right context</h2>

<h3>Your resume, with numbers</h3>
<p>A resume that says "responsible for customer onboarding" gives a generator very little to work with. One that says "redesigned onboarding for 300 new customers a month, reducing time to first value from 14 to 6 days" gives it a story. Before you upload or paste your resume, make sure each role has at least one concrete achievement with a result.</p>

<h3>The job description, in full</h3>
<p>Paste the whole job description, not a summary. The responsibilities and requirements sections tell the model which of your experiences to emphasise. If you know more from the recruiter, for example that the team is struggling with a migration, add a line about it.</p>

<h3>Extra stories</h3>
<p>Resumes are short. If you have good stories that are not on your resume, such as a conflict you resolved or a project that failed and what you learned, write them down in a few sentences each and include them in your notes. Behavioural questions will draw on them.</p>

<h2>Example: generic versus tailored</h2>
<p>Question: <em>"Tell me about a time you had to meet a tight deadline."</em></p>
<p><strong>A generic output</strong>, with no context:</p>
<blockquote><p>"In my previous role, we had a project with a tight deadline. I prioritised tasks, communicated with my team and worked extra hours to ensure we delivered on time. The project was a success and the client was happy."</p></blockquote>
<p>Nothing in that answer is wrong, and nothing in it is memorable. Now the same question with a resume and job description for an operations role:</p>
<blockquote><p>"Last spring our largest client moved their product launch forward by three weeks, which meant our warehouse had to be ready to ship 4,000 orders a week earlier than planned. I split the work into three streams, hiring temporary staff, re-slotting the fast-moving items and testing the packing line, and gave each a lead and a daily fifteen-minute check-in. We shipped the first orders on the new date with an error rate under half a percent, and the client extended their contract for two years."</p></blockquote>
<p>The second answer is specific, measurable and connected to the employer's world. That is what context buys you.</p>

<h2>How to turn a suggestion into your answer</h2>
<p>An AI suggestion is a draft, not a script. The strongest candidates use it in four steps:</p>
<ol>
  <li><strong>Check every fact.</strong> Models can embellish. Remove any number, tool or event that is not true. If you would be uncomfortable being asked a follow-up about a detail, delete it.</li>
  <li><strong>Reduce it to talking points.</strong> Turn the paragraph into three or four bullet points: the situation, what you did, the result. Bullet points are easier to remember and produce more natural speech than a memorised paragraph.</li>
  <li><strong>Say it in your own words.</strong> Practise out loud. Replace any phrase you would never naturally say.</li>
  <li><strong>Prepare the follow-up.</strong> Interviewers often ask "What would you do differently?" or "What was the hardest part?" Make sure you have an answer.</li>
</ol>

<h2>Prompts that work</h2>
<p>If you use a general-purpose chat assistant for preparation, these prompts produce better results than simply pasting a question:</p>
<ul>
  <li>"Here is my resume and a job description. List the ten questions I am most likely to be asked for this role, and for each one suggest which of my experiences best answers it."</li>
  <li>"Using only facts from my resume, draft a STAR answer to this question in under 200 words. Mark any detail you had to assume."</li>
  <li>"Act as a sceptical hiring manager. Ask me three follow-up questions about this answer."</li>
  <li>"Rewrite this answer so it sounds like natural speech, with shorter sentences and no jargon."</li>
</ul>
<p>The instruction to mark assumptions is particularly valuable: it shows you exactly where the model has filled gaps, so you can correct them.</p>

<h2>Using a generator during a live interview</h2>
<p>Live assistants are a different experience from preparation tools. During a real conversation you have only a few seconds to glance at a suggestion, so the format matters:</p>
<ul>
  <li><strong>Short bullet points beat paragraphs.</strong> You want a reminder of the example and the result, not a speech to read.</li>
  <li><strong>Keep eye contact.</strong> Position the assistant's window near your camera so that glancing at it looks natural.</li>
  <li><strong>Pause before answering.</strong> A two-second pause is normal and gives you time to read the key points.</li>
  <li><strong>Use it as a safety net.</strong> The best outcome is that you rarely need it because you prepared, and it is there when your mind goes blank.</li>
</ul>
<p>Always follow the rules of the process you are in. Some assessments explicitly forbid outside help; respect that.</p>

<h2>What to look for in a tool</h2>
<ul>
  <li><strong>Personalisation</strong> from your resume and the job description, not just the question.</li>
  <li><strong>Speed</strong>: for live use, suggestions should start appearing within a couple of seconds.</li>
  <li><strong>Privacy</strong>: check whether audio is stored, how documents are protected, and whether you can delete your data.</li>
  <li><strong>Platform support</strong>: the tool should work with the video platforms you will actually use.</li>
  <li><strong>A way to practise</strong>, such as a mock interview, so you learn the tool before it matters.</li>
</ul>

<h2>The bottom line</h2>
<p>An AI interview answer generator is a powerful way to organise your experience and rehearse more effectively. It cannot give you experience you do not have, and interviewers respond to authenticity. Feed it good context, verify everything it produces, and practise until the answers are genuinely yours. For a step-by-step plan covering the days before and the interview itself, read our guide on <a href="/how-to-use-ai-for-an-interview">how to use AI for an interview</a>.</p>
`,
});
