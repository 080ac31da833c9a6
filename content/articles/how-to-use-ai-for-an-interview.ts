import { PRODUCT_AI } from '@/lib/brand';
import { authors } from '../authors';
import { defineArticle } from './define-article';

export const howToUseAiForAnInterview = defineArticle({
  slug: 'how-to-use-ai-for-an-interview',
  title: 'How to Use AI for an Interview: A Step-by-Step Guide',
  description:
    'A practical plan for using AI before, during and after a job interview: research, answer preparation, mock interviews, live support and follow-up.',
  keywords: ['how to use ai for an interview', 'ai interview preparation', 'ai job interview', 'ai interview practice', 'ai interview assistant'],
  ...authors.laura,
  date: '2024-05-07',
  content: `
<p>AI can now help with nearly every stage of a job interview, from researching the company to writing your thank-you note. The candidates who benefit most are not the ones who let a tool talk for them. They are the ones who use AI to prepare more thoroughly, practise more often and stay calm when it counts. This guide walks through a practical plan, stage by stage.</p>

<h2>Stage 1: Research, a week before</h2>
<p>Good answers start with understanding the employer. AI assistants are excellent at turning a pile of information into a briefing.</p>
<ol>
  <li><strong>Summarise the company.</strong> Paste the company's "About" page, a recent press release and the job description into a chat assistant and ask for a one-page briefing: what they sell, to whom, recent changes and likely challenges.</li>
  <li><strong>Decode the job description.</strong> Ask: "Which three skills in this job description matter most, and what evidence would a hiring manager want for each?"</li>
  <li><strong>Map your experience.</strong> Share your resume and ask which of your achievements best match each requirement, and where the gaps are.</li>
</ol>
<p>Always check facts against the original sources. AI summaries can be out of date or simply wrong, and quoting a wrong fact in an interview is worse than not quoting one.</p>

<h2>Stage 2: Prepare your answers, five days before</h2>
<p>Start with the questions you are most likely to be asked. You can ask an assistant to generate them from the job description, and check our list of the <a href="/best-interview-questions">best interview questions to prepare for</a>.</p>
<p>For each question:</p>
<ul>
  <li>Draft an answer using only true facts from your experience. Ask the tool to use the STAR structure for behavioural questions.</li>
  <li>Ask it to mark any detail it invented, and remove or correct those details.</li>
  <li>Reduce the answer to three or four bullet points you can remember.</li>
  <li>Ask the AI to play a sceptical interviewer and challenge your answer with follow-up questions.</li>
</ul>
<p>Do not forget the tricky ones: salary expectations, gaps in your resume, why you are leaving, and your <a href="/weaknesses-for-job-interview">greatest weakness</a>. These benefit most from careful drafting.</p>

<h3>Example</h3>
<p>Say you are applying for a marketing role and the job description emphasises campaign performance. A good prompt might be:</p>
<blockquote><p>"Here is my resume and the job description. Draft a short STAR answer to 'Tell me about a campaign you're proud of' using my product launch campaign from 2023. Keep it under 150 words and mark anything you had to assume."</p></blockquote>
<p>The result gives you a strong starting point, and the marked assumptions show exactly what to check.</p>

<h2>Stage 3: Practise, three days before</h2>
<p>Reading answers is not the same as saying them. Practice is where AI saves the most time, because you no longer need a friend available to play the interviewer.</p>
<ul>
  <li><strong>Voice practice.</strong> Use a voice-enabled assistant to ask you questions aloud and answer out loud. Ask for feedback on length, structure and filler words.</li>
  <li><strong>Mock interview videos.</strong> ${PRODUCT_AI} includes a mock interview you can play and answer, with the questions transcribed and talking points shown exactly as they would be in a real interview. It is the best way to learn the live flow before you depend on it.</li>
  <li><strong>Record yourself.</strong> Watch one recording back. It is uncomfortable and it is the fastest way to improve.</li>
</ul>
<p>Aim for answers of one to two minutes. If an answer consistently runs longer, trim the situation and keep the action and result.</p>

<h2>Stage 4: Set up, the day before</h2>
<p>If you plan to use a live interview assistant, set it up and test it the day before, not five minutes before the call.</p>
<ol>
  <li>Sign in and add your latest resume and the full job description so suggestions are tailored.</li>
  <li>Open your interview platform in the browser, whether that is Zoom, Microsoft Teams, Google Meet or another one, and check that your camera and microphone work.</li>
  <li>Run a short test: play a practice video in a tab, share that tab and confirm that questions appear.</li>
  <li>Arrange your screen so the assistant sits close to your camera. Glancing sideways at a far corner of a second monitor is much more noticeable.</li>
  <li>Close everything else: notifications, chat apps and other tabs that might make noise.</li>
</ol>

<h2>Stage 5: During the interview</h2>
<p>On the day, the most important thing is the conversation itself. AI support works best as a safety net.</p>
<ul>
  <li><strong>Listen to the whole question.</strong> Do not start reading a suggestion while the interviewer is still speaking.</li>
  <li><strong>Pause, glance, then speak.</strong> A short pause before answering is normal. Use it to look at the key points, then look back at the camera.</li>
  <li><strong>Use your own words.</strong> Suggestions are reminders: the example to use, the number to mention, the point not to forget. Reading word for word sounds unnatural and interviewers notice.</li>
  <li><strong>Stay honest.</strong> Never say anything you cannot back up in a follow-up question.</li>
  <li><strong>Follow the rules.</strong> If an interview or assessment states that outside assistance is not allowed, respect that.</li>
</ul>
<p>With ${PRODUCT_AI}, each question the interviewer asks appears in a list on the left, which is also helpful when an interviewer asks a long, multi-part question: you can check that you have answered every part.</p>

<h2>Stage 6: After the interview</h2>
<ol>
  <li><strong>Write notes immediately.</strong> Which questions were asked, which answers went well, what surprised you. Your question list from the session is a useful starting point.</li>
  <li><strong>Draft a thank-you note.</strong> Ask an assistant to help you write a short note that mentions something specific from the conversation. Edit it so it sounds like you, and send it within a day.</li>
  <li><strong>Improve for next time.</strong> Take the questions you struggled with and go back to stage 2 for them.</li>
</ol>

<h2>Common mistakes</h2>
<ul>
  <li><strong>Trusting without checking.</strong> AI can invent facts, numbers and even company history. Verify everything.</li>
  <li><strong>Over-preparing scripts.</strong> Memorised paragraphs sound robotic. Prepare points, not speeches.</li>
  <li><strong>Skipping practice.</strong> Tools cannot replace saying your answers out loud.</li>
  <li><strong>Testing on the day.</strong> Set up any live tool the day before.</li>
  <li><strong>Ignoring privacy.</strong> Check how a tool handles your resume and interview audio before you use it. Look for encryption, no audio storage and a way to delete your data.</li>
</ul>

<h2>A realistic expectation</h2>
<p>AI will not get you a job you are not qualified for, and it cannot make a weak example strong. What it can do is help you find your best examples, shape them into clear answers, practise far more than you could alone, and keep you steady when nerves hit. That combination is a real advantage. For more detail on the tools themselves, see our guide to <a href="/ai-interview-answer-generator">AI interview answer generators</a>.</p>
`,
});
