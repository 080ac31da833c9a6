// What interviewers say around their questions, written by us for the offline recogniser's
// domain model: greetings and checks that the call works, transitions, prompts for more
// detail, follow-ups, and the questions every interview asks in some wording. The question
// bank and the advice articles bring the rest.
export const INTERVIEW_PHRASES = `
Hello, nice to meet you. Good morning. Good afternoon. Thank you for taking the time to talk with us.
Thanks for coming in today. Welcome, and thanks for making the time. How are you doing today? I am doing well, thank you.
Can you hear me? Can you see my screen? Is my audio clear? Sorry, you cut out for a second. Let me share my screen.
You are on mute. Sorry about the delay. Give me one second. Let me find my notes. Apologies, my connection dropped.
My name is Sarah and I am a recruiter here. I lead the platform team. I am a senior engineer on the team you would be joining.
I will be your interviewer today. I work on the data team. I manage the design team. I am the hiring manager for this role.
Let me tell you a little bit about the role and the team. We have about forty five minutes. We have an hour together.
I will start with a few questions about your background, and then we will leave some time for your questions at the end.
The plan for today is simple. First some questions about your experience, then a technical exercise.
Let's get started. Let's dive in. Let's move on. Let's switch gears. Let's talk about something different.
Great, thank you. That makes sense. Okay, interesting. Got it. That is helpful. Perfect. Sounds good. Fair enough. Understood.
Thanks, that was a good answer. I like that example. I have a few more questions. We are almost out of time.
Tell me about yourself. Tell me a little bit about your background. Walk me through your resume.
Tell me about your current role. What do you do day to day? What are you working on right now?
Why are you looking for a new role? Why are you leaving your current job? Why do you want to join us? Why this company?
What do you know about our company? What interests you about this position? Why should we hire you?
What are your greatest strengths? What is your biggest weakness? What are you most proud of?
Tell me about a time you failed. Tell me about a time you disagreed with your manager. How did you handle it?
Tell me about a time when you had a conflict with a coworker. What did you do? What was the outcome? What was the result?
Tell me about a challenging project you worked on. What was your role? What would you do differently?
Give me an example of a time you showed leadership. Describe a situation where you had to make a difficult decision.
Tell me about a time you had to deal with a difficult stakeholder. How did you prioritize your work?
How do you handle stress and pressure? How do you handle feedback? How do you deal with ambiguity?
How do you prioritize when everything is urgent? How do you make decisions without all the data?
What did you learn from that experience? What happened next? And then what happened? What happened after that?
Why? Why did you choose that approach? Why did you make that decision? How did you measure success? How did that go?
Can you tell me more about that? Can you walk me through how you did that? Could you give me a specific example?
Can you be more specific? What exactly was your part in it? Who else was involved? How long did it take?
What would you do if the deadline could not move? What if the data said something different?
How did the team react? How did your manager respond? Looking back, would you do it the same way?
Where do you see yourself in five years? What are your career goals? What motivates you?
What kind of manager do you work best with? How would your colleagues describe you? What is your management style?
How do you mentor junior engineers? How do you build trust with a new team? How do you give difficult feedback?
What are your salary expectations? When could you start? Do you have any other interviews going on?
Are you comfortable working remotely? How do you feel about being on call? Are you open to relocation?
Let's move to the technical part. How would you design this system? How would you scale it?
What are the trade offs? What would be the bottleneck? How would you test it? How would you monitor it in production?
What is the time complexity of your solution? Can you improve it? What happens when the service goes down?
How would you design a database schema for this? How do you handle failures and retries? How would you debug this issue?
Explain the difference between a process and a thread. What is the difference between SQL and NoSQL databases?
How does caching work? When would you use a message queue? What is eventual consistency? How do you keep the data consistent?
How do you make a web page load faster? How do you approach accessibility? How do you manage state in a large front end?
How do you decide what to build next? How do you work with engineers and designers? How do you define success for a product?
Tell me about a product you love and how you would improve it. How do you use data to make decisions?
What metrics would you track? How would you run an experiment? How do you say no to a stakeholder?
How do you build a data pipeline? How do you make sure the data is correct? How would you model this data?
How do you handle an underperforming team member? How do you hire? How do you set goals for your team?
Do you have any questions for me? Do you have any questions for us? What questions do you have about the role?
That is a great question. We will be in touch about next steps. The next step is a call with the team.
Thank you so much for your time today. It was great talking with you. Have a great rest of your day. Take care. Bye.
`;
