import { authors } from '../authors';
import { defineArticle } from './define-article';

export const weaknessesForJobInterview = defineArticle({
  slug: 'weaknesses-for-job-interview',
  title: 'Weaknesses for a Job Interview: 12 Honest Examples and How to Present Them',
  description:
    'How to answer "What is your greatest weakness?" honestly and well, with twelve example weaknesses, sample answers and the mistakes to avoid.',
  keywords: ['weaknesses for job interview', 'greatest weakness interview', 'interview weakness examples', 'what is your weakness'],
  ...authors.laura,
  date: '2024-03-28',
  content: `
<p>"What is your greatest weakness?" is one of the most dreaded interview questions, mostly because candidates misunderstand it. The interviewer is not trying to trap you into confessing something terrible. They want to see three things: that you know yourself, that you are honest, and that you act on feedback. A well-chosen weakness, presented with evidence of improvement, can actually leave a stronger impression than a strength.</p>

<h2>What not to say</h2>
<p>Before the good examples, the answers that hurt candidates most:</p>
<ul>
  <li><strong>The disguised strength.</strong> "I'm a perfectionist" or "I work too hard" are so common that interviewers hear them as avoidance.</li>
  <li><strong>"I don't have any weaknesses."</strong> Everyone has weaknesses. This answer suggests a lack of self-awareness.</li>
  <li><strong>A core requirement of the job.</strong> An accountant who says "I'm not good with numbers" has answered honestly and ended the interview.</li>
  <li><strong>A personal trait you cannot change</strong>, or anything too personal. Keep it professional.</li>
  <li><strong>A weakness with no plan.</strong> Stating a weakness and stopping there leaves the interviewer with only the negative.</li>
</ul>

<h2>A simple structure for your answer</h2>
<ol>
  <li><strong>Name the weakness</strong> clearly, in one sentence.</li>
  <li><strong>Give a short example</strong> of how it affected your work.</li>
  <li><strong>Explain what you did about it</strong>: specific actions, tools or habits.</li>
  <li><strong>Show the result</strong>: how things are different now, and that you are still working on it.</li>
</ol>
<p>The whole answer should take about a minute. Spend most of it on steps three and four.</p>

<h2>Twelve example weaknesses, with sample answers</h2>

<h3>1. Difficulty delegating</h3>
<blockquote><p>"I used to find it hard to delegate. When I became a team lead I kept the complex tasks for myself because explaining them felt slower than doing them. That worked until our workload doubled and I became the bottleneck. I started writing a short brief for each task I hand over and booking a check-in halfway through rather than taking the work back. Two of my team members now handle work I used to think only I could do, and I have time for planning."</p></blockquote>

<h3>2. Public speaking</h3>
<blockquote><p>"Presenting to large groups makes me nervous. I noticed it held me back because I'd let colleagues present work I'd done. Last year I joined a speaking club and volunteered to run our monthly team update. I'm not a natural yet, but I presented our project results to about eighty people in March and received good feedback."</p></blockquote>
<p>This works well for roles where presenting is occasional, not central.</p>

<h3>3. Saying yes too often</h3>
<blockquote><p>"I tend to take on too much because I like helping. A year ago I agreed to support three projects at once and the quality of my main work slipped. Now I check my priorities with my manager before agreeing to anything new, and when I can't help I suggest when I could or who else might. My delivery has been much more consistent since."</p></blockquote>

<h3>4. Impatience with slow processes</h3>
<blockquote><p>"I can get impatient when a process feels slower than it needs to be, and early on that came across as pushing people. I've learned to ask why a process exists before trying to change it. Often there's a good reason. When there isn't, I propose the change with data rather than frustration, which has worked far better."</p></blockquote>

<h3>5. Too much detail</h3>
<blockquote><p>"My reports used to be very thorough and very long. My manager told me that senior readers wanted the answer first. I now put a three-line summary at the top of everything I write and move the detail into an appendix. People read more of what I send now, not less."</p></blockquote>

<h3>6. Lack of experience with a specific tool</h3>
<blockquote><p>"I haven't used Salesforce in a professional setting; my last two companies used HubSpot. I've started the Salesforce Trailhead modules and completed the admin basics. From switching between other tools before, I know I can get productive quickly, and I'd expect to be comfortable within the first few weeks."</p></blockquote>
<p>Only use this if the tool is helpful but not essential for the job.</p>

<h3>7. Difficulty giving critical feedback</h3>
<blockquote><p>"I used to avoid giving critical feedback because I didn't want to discourage people. The result was that small issues became big ones. I now use a simple approach: describe what happened, the impact, and what I'd like to see instead, and I give feedback within a day or two rather than saving it for a review. It's made feedback feel normal in my team rather than dramatic."</p></blockquote>

<h3>8. Overcommitting to deadlines</h3>
<blockquote><p>"I'm optimistic when I estimate work. I once promised a client a date that turned out to be two weeks too early. I now break work into smaller tasks before estimating and add a buffer for review and surprises. My estimates have been much more accurate over the last year."</p></blockquote>

<h3>9. Working in isolation</h3>
<blockquote><p>"I like to solve problems on my own, and I've sometimes spent too long stuck before asking for help. I now set myself a time limit: if I'm stuck for more than an hour, I ask. It's saved me a lot of time, and I've learned a great deal from colleagues that I wouldn't have otherwise."</p></blockquote>

<h3>10. Discomfort with ambiguity</h3>
<blockquote><p>"I prefer clear requirements, and I used to get uneasy when projects started without them. In my current role at a startup that's normal, so I've learned to write down my assumptions, share them early and adjust as we learn. I'm much more comfortable now starting before everything is defined."</p></blockquote>

<h3>11. Being self-critical</h3>
<blockquote><p>"I can be hard on myself when something goes wrong, which used to make me slow to move on. I now do a short written review after any mistake: what happened, what I'll do differently, done. It turns the experience into something useful and lets me get back to work."</p></blockquote>

<h3>12. Limited knowledge of a related field</h3>
<blockquote><p>"I'm strong on the design side but less experienced with front-end code. To work better with engineers, I completed an online course in HTML and CSS and now build simple prototypes myself. I won't be writing production code, but my handovers are much clearer."</p></blockquote>

<h2>How to choose your weakness</h2>
<ul>
  <li><strong>Make it real.</strong> Interviewers can tell when an answer is rehearsed and empty. A genuine weakness is more convincing.</li>
  <li><strong>Make it relevant but not critical.</strong> It should matter in some part of the role, but not be a core requirement.</li>
  <li><strong>Make it past-tense heavy.</strong> The best weaknesses are ones you have already made measurable progress on.</li>
  <li><strong>Check the job description.</strong> If the role requires lots of presenting, do not choose public speaking.</li>
</ul>

<h2>Handling follow-up questions</h2>
<p>Some interviewers dig deeper: "Can you give me another example?" or "How would your manager describe your weaknesses?" Prepare a second weakness in case. For the manager question, refer to real feedback you received. It adds credibility because it comes from someone else.</p>
<p>You may also hear variations such as "What would your colleagues say you could improve?" or "Tell me about a piece of feedback you found hard to hear." The same structure works for all of them: name it, give an example, show what you did and what changed.</p>

<h2>Practise out loud</h2>
<p>This is an answer that benefits enormously from rehearsal. Say it aloud until it sounds natural, keep it to around a minute, and end on the improvement rather than the problem. For the other questions you should prepare, see our guide to the <a href="/best-interview-questions">best interview questions and example answers</a>.</p>
`,
});
