import { authors } from '../authors';
import { defineArticle } from './define-article';

export const financialAdvisorQuestions = defineArticle({
  slug: 'example-questions-and-answers-for-job-interview-for-financial-advisor',
  title: 'Financial Advisor Interview Questions and Example Answers',
  description:
    'Twelve questions financial advisor candidates are asked, covering client relationships, compliance, sales and market knowledge, with example answers.',
  keywords: ['financial advisor interview questions', 'financial advisor interview answers', 'wealth management interview', 'financial planner interview'],
  ...authors.emily,
  date: '2024-03-12',
  content: `
<p>Interviews for financial advisor roles test two things at once: whether you can be trusted with people's money, and whether you can build and keep a book of clients. Expect questions about ethics and compliance alongside questions about prospecting and sales. Firms also want to see that you can explain complex ideas in plain language, because that is most of the job.</p>
<p>Below are twelve questions that come up again and again, with what the interviewer is looking for and an example answer. Adapt the examples to your own experience, licences and the type of firm you are applying to, whether that is an independent practice, a bank, a wirehouse or a fee-only planning firm.</p>

<h2>Motivation and background</h2>

<h3>1. Why do you want to be a financial advisor?</h3>
<p>Interviewers hear "I like helping people" constantly. Make your answer specific and show that you understand the realities of the job, including the sales side.</p>
<blockquote><p>"I saw what good advice did for my parents. They were late starting to save, and an advisor helped them build a realistic retirement plan in their fifties. I studied finance because of that, and in my two years as a client service associate I've found I enjoy the conversations most: helping someone understand their options and make a decision they feel good about. I also know the role means building a client base, and I'm comfortable with that. I've already started by running a free budgeting workshop at my local library."</p></blockquote>

<h3>2. Why our firm?</h3>
<p>Research the firm's client focus, fee structure and planning philosophy. Show that those match your values.</p>
<blockquote><p>"Your firm is fee-only and focuses on comprehensive planning for families, not just investment management. That matches how I want to work. I also liked that new advisors here are paired with a senior planner for the first two years, because I want to learn how experienced planners handle complex cases such as business owners and blended families."</p></blockquote>

<h2>Client relationships</h2>

<h3>3. How would you explain a complex product to a client with little financial knowledge?</h3>
<p>This tests communication. Demonstrate it by actually explaining something simply.</p>
<blockquote><p>"I start with what the client cares about, not the product. For example, if I'm explaining an index fund, I'd say: instead of trying to pick the few companies that will do best, you own a small piece of hundreds of companies at once, so no single company can sink your savings, and costs stay low because nobody is paid to pick. Then I check understanding by asking them to tell me in their own words what it would mean for their account if the market fell ten percent."</p></blockquote>

<h3>4. How do you handle a client who is panicking during a market downturn?</h3>
<p>The interviewer wants to hear empathy, a process and a focus on the long-term plan.</p>
<blockquote><p>"First I listen. Panic is an emotion, and arguing with it rarely works. Then I bring the conversation back to their plan: the goal, the time horizon and why the portfolio was built the way it was. I'd show how their allocation has behaved in past downturns and what selling now would lock in. If their circumstances really have changed, such as a job loss, then we revisit the plan properly. What I avoid is making a big decision in the middle of a bad week. I also try to call clients before they call me when markets are rough. That proactive contact makes a big difference."</p></blockquote>

<h3>5. Tell me about a time you dealt with a difficult client.</h3>
<p>Use the STAR method: situation, task, action, result.</p>
<blockquote><p>"As an associate I supported a client who was upset that his account had underperformed a friend's. He was ready to move everything. I arranged a meeting with his advisor and prepared a comparison showing that his friend's portfolio was all equities while his was built for retirement income in four years, with less risk. In the meeting we walked through it and reconfirmed his goals. He stayed, and later referred his sister to us."</p></blockquote>

<h2>Sales and business development</h2>

<h3>6. How would you build a client base from scratch?</h3>
<p>Be concrete. Firms want a plan, not optimism.</p>
<blockquote><p>"I'd focus on a niche I understand. I worked in teaching before moving into finance, so I'd start with teachers and school staff, who have specific pension and benefit questions. My plan would be: workshops through school districts and unions, a monthly newsletter on topics such as pension options, and asking every satisfied client for an introduction. I'd track activity weekly: conversations, first meetings, plans delivered. I'd expect it to take twelve to eighteen months to build steady momentum."</p></blockquote>

<h3>7. How do you handle rejection?</h3>
<blockquote><p>"I expect it. Most prospecting conversations won't lead to a client, and I don't take that personally. What helps me is focusing on the activity I control and reviewing my numbers weekly. If my conversion rate drops, I ask a colleague to listen to a call or role-play with me, so a no becomes something I learn from."</p></blockquote>

<h3>8. How do you balance meeting sales targets with doing what is right for the client?</h3>
<p>This is an ethics question disguised as a sales question. There is only one right answer: the client comes first.</p>
<blockquote><p>"If a product isn't in the client's best interest, I don't recommend it, whatever the target. In practice I've found that the two rarely conflict in the long run: clients who trust you stay for decades and refer their friends, which is worth far more than a single sale. If I felt a target was pushing me towards recommendations I wasn't comfortable with, I'd raise it with my manager."</p></blockquote>

<h2>Compliance and ethics</h2>

<h3>9. What does acting in a client's best interest mean to you?</h3>
<blockquote><p>"It means putting the client's interests ahead of my own and the firm's, disclosing conflicts of interest clearly, recommending only what suits their goals, risk tolerance and circumstances, and documenting why. It also means knowing when to refer a client to someone else, such as a tax professional or an estate attorney, when a question goes beyond my expertise."</p></blockquote>

<h3>10. What would you do if you noticed a colleague doing something unethical?</h3>
<blockquote><p>"I'd report it to compliance, following the firm's procedures. If it was minor and clearly a mistake, I might raise it with the colleague first, but anything involving client money, misrepresentation or regulatory requirements goes to compliance immediately. Protecting clients and the firm's integrity matters more than avoiding an awkward conversation."</p></blockquote>

<h2>Technical knowledge</h2>

<h3>11. How do you stay up to date with markets and regulations?</h3>
<blockquote><p>"I read the firm's research and a couple of daily market newsletters, follow regulatory updates from the relevant authorities, and I'm working towards the CFP certification, which has kept my knowledge of tax and retirement planning current. I also keep a list of questions clients ask that I couldn't fully answer, and research those each week."</p></blockquote>

<h3>12. Walk me through how you would build a plan for a new client.</h3>
<blockquote><p>"I start with discovery: goals, timeline, income, expenses, assets, debts, insurance, tax situation and how they feel about risk. Then I analyse where they are against where they want to be and identify gaps. I present a plan with a few clear recommendations in priority order, explain the trade-offs, and agree next steps. After implementation I set a review schedule, at least annually, and sooner after any life event such as marriage, a new child or a job change."</p></blockquote>

<h2>Questions to ask the interviewer</h2>
<ul>
  <li>How are new advisors supported in building their client base?</li>
  <li>How is compensation structured, and how does it change as my book grows?</li>
  <li>What does the compliance review process look like for recommendations?</li>
  <li>Which client segments is the firm focusing on for growth?</li>
  <li>What distinguishes your most successful advisors?</li>
</ul>

<h2>Final preparation tips</h2>
<ul>
  <li>Know exactly which licences and designations you hold and which you are working towards, and be ready to explain your timeline.</li>
  <li>Review current market conditions and be ready for "What do you think about the market right now?" Give a balanced view and avoid predictions.</li>
  <li>Prepare a short, plain-language explanation of two or three common products or strategies.</li>
  <li>Have a realistic business development plan with numbers.</li>
</ul>
<p>Above all, show that you are trustworthy, curious and comfortable with the business side. Those three qualities are what firms look for in advisors who last.</p>
`,
});
