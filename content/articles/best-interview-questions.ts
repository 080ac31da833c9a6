import { PRODUCT_AI } from '@/lib/brand';
import { authors } from '../authors';
import { defineArticle } from './define-article';

export const bestInterviewQuestions = defineArticle({
  slug: 'best-interview-questions',
  title: 'The Best Interview Questions to Prepare For, With Example Answers',
  description:
    'The interview questions you are most likely to hear, what the interviewer really wants to learn from each one, and example answers you can adapt.',
  keywords: ['best interview questions', 'common interview questions', 'interview answers', 'behavioral interview questions', 'interview preparation'],
  ...authors.emily,
  date: '2024-01-15',
  content: `
<p>Most interviews are built from a surprisingly small set of questions. The wording changes from company to company, but the interviewer is almost always trying to learn the same four things: can you do the job, will you do the job, will you fit with the team, and do you actually want this role. If you prepare strong answers for the questions below, you will be ready for the large majority of what comes up, including the variations.</p>
<p>For each question you will find what the interviewer is listening for, a simple structure, and an example answer. Do not memorise the examples word for word. Use them as a pattern and fill them with your own facts, numbers and stories.</p>

<h2>1. "Tell me about yourself."</h2>
<p><strong>What they want:</strong> a two-minute summary that explains why you are sitting in this chair. It is not a request for your life story.</p>
<p><strong>Structure:</strong> present, past, future. Say what you do now, the experience that led here, and why this role is the logical next step.</p>
<blockquote><p>"I'm a customer support lead at a mid-sized software company, where I run a team of six and own our help-centre content. Before that I spent three years on the front line, which is where I learned how much a good answer in the first reply matters. Last year I rebuilt our onboarding guides and cut first-week tickets by about a fifth. I'm looking for a role where I can work on support operations at a larger scale, which is exactly what this position describes."</p></blockquote>

<h2>2. "Why do you want to work here?"</h2>
<p><strong>What they want:</strong> evidence that you chose them on purpose. Generic praise ("great culture, great products") signals that you would have said the same thing to anyone.</p>
<p><strong>Structure:</strong> one specific thing about the company, one specific thing about the role, and how they connect to your goals.</p>
<blockquote><p>"I've been following how you moved your product from on-premise to cloud over the last two years, and the engineering blog post on the migration was the reason I applied. This role sits right in the middle of that work, and migrations are what I've spent the last three years doing, so it's the rare job where my experience and your current priorities overlap."</p></blockquote>

<h2>3. "What is your greatest strength?"</h2>
<p><strong>What they want:</strong> a strength that matters for this job, backed by proof.</p>
<p>Pick one strength, not five. Name it, then give a short example with a result. A strength without evidence sounds like an opinion; a strength with a number sounds like a fact.</p>
<blockquote><p>"I'm good at turning messy data into decisions. In my current role our sales team had four different spreadsheets tracking the same pipeline. I built a single dashboard, agreed the definitions with each team lead, and within a quarter the forecast meeting went from an hour to twenty minutes."</p></blockquote>

<h2>4. "What is your greatest weakness?"</h2>
<p><strong>What they want:</strong> self-awareness and a track record of improving. The worst answers are disguised boasts ("I work too hard") or weaknesses that disqualify you for the role.</p>
<p><strong>Structure:</strong> a real but manageable weakness, what it cost you, and the concrete steps you took. We cover this question in depth in our guide to <a href="/weaknesses-for-job-interview">weaknesses for a job interview</a>.</p>
<blockquote><p>"Early on I found it hard to delegate. I'd rather redo a task than explain it, which meant I became a bottleneck when our team grew. I now write a short brief for anything I hand over and schedule a check-in halfway through instead of taking the work back. It has made my weeks far more predictable."</p></blockquote>

<h2>5. "Tell me about a time you faced a conflict at work."</h2>
<p><strong>What they want:</strong> to see how you behave under friction. Do you listen, stay professional and focus on the outcome?</p>
<p>Use the <strong>STAR</strong> method for this and every behavioural question:</p>
<ul>
  <li><strong>Situation</strong>: one or two sentences of context.</li>
  <li><strong>Task</strong>: what you were responsible for.</li>
  <li><strong>Action</strong>: what <em>you</em> did, in detail. This is the longest part.</li>
  <li><strong>Result</strong>: what happened, ideally measured, and what you learned.</li>
</ul>
<blockquote><p>"A designer and I disagreed about a checkout change two weeks before launch. I asked for thirty minutes to understand her concern, and it turned out she had usability test results I hadn't seen. We agreed to ship my version to ten percent of users and hers to another ten. Her version converted better, we shipped it, and we've used that test-first approach for disagreements ever since."</p></blockquote>

<h2>6. "Describe a time you failed."</h2>
<p><strong>What they want:</strong> honesty and learning. Choose a real failure with real consequences, but not a catastrophe, and spend most of the answer on what changed afterwards.</p>
<blockquote><p>"In my first management role I promised a client a delivery date before checking with the team. We missed it by a week and the client was rightly frustrated. I apologised, gave them a daily update until we delivered, and changed my process: I now never commit to a date until the person doing the work has estimated it."</p></blockquote>

<h2>7. "Where do you see yourself in five years?"</h2>
<p><strong>What they want:</strong> to know whether your ambitions fit what this role can offer, and whether you are likely to stay.</p>
<p>Talk about skills and scope rather than titles, and connect your answer to the path this company can realistically provide.</p>
<blockquote><p>"I'd like to be someone the team relies on for the hardest analytics problems, and ideally to be mentoring newer analysts. From what you've described about how the data team is growing, that seems like a path that exists here."</p></blockquote>

<h2>8. "Why are you leaving your current job?"</h2>
<p><strong>What they want:</strong> reassurance that you are moving towards something, not running from a problem you will bring with you.</p>
<p>Stay positive and brief. Never criticise your current employer, even if it deserves it.</p>
<blockquote><p>"I've learned a lot in four years, but the role has stopped growing. Our team is stable and there's little new work coming in, and I want to be somewhere that is building. This role is a step up in both scale and responsibility."</p></blockquote>

<h2>9. "What are your salary expectations?"</h2>
<p><strong>What they want:</strong> to check you are within budget. Research the market range for the role and location before the interview.</p>
<blockquote><p>"Based on what I've seen for similar roles in this area, and my experience, I'm looking at somewhere between 85 and 95 thousand. I'm flexible depending on the full package, and I'd like to learn more about the role before we settle on a number."</p></blockquote>

<h2>10. "Do you have any questions for us?"</h2>
<p>Always say yes. This is your chance to show curiosity and to decide whether you want the job. Prepare at least three questions. Our guides to <a href="/interview-questions-to-ask-employer">questions to ask an employer</a> and <a href="/strategic-interview-questions-to-ask-during-interview">strategic questions to ask during an interview</a> give you dozens to choose from.</p>

<h2>How to prepare for all of them in one evening</h2>
<ol>
  <li><strong>Read the job description line by line.</strong> Highlight each skill or responsibility. These are the topics your examples need to cover.</li>
  <li><strong>Write five stories.</strong> Pick five situations from your work: a success, a failure, a conflict, a time you led, a time you learned something fast. Most behavioural questions can be answered with one of them.</li>
  <li><strong>Add numbers.</strong> Time saved, money earned, tickets reduced, customers kept. Approximate figures are fine if you say so.</li>
  <li><strong>Say the answers out loud.</strong> Answers that read well on paper often run long when spoken. Aim for one to two minutes each.</li>
  <li><strong>Rehearse with a timer or a friend,</strong> or run a practice session with a tool such as ${PRODUCT_AI}'s mock interview, which transcribes each question and shows suggested talking points drawn from your resume.</li>
</ol>

<h2>Common mistakes to avoid</h2>
<ul>
  <li><strong>Rambling.</strong> If you have been talking for three minutes, stop and ask whether they would like more detail.</li>
  <li><strong>Saying "we" for everything.</strong> Teamwork matters, but the interviewer is hiring you. Be clear about your part.</li>
  <li><strong>Answering a different question.</strong> Listen to the end of the question. If it has two parts, answer both.</li>
  <li><strong>Being vague about results.</strong> "It went well" tells them nothing. "We shipped on time and support tickets dropped by 15%" tells them a lot.</li>
</ul>
<p>Preparation is the single biggest factor you control in an interview. Master these ten questions, keep your stories ready, and the unexpected ones will feel much less unexpected.</p>
`,
});
