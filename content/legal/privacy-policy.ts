import { PRODUCT_AI, SUPPORT_EMAIL } from '@/lib/brand';
import type { LegalDocument } from './legal-document';

export const privacyPolicy: LegalDocument = {
  path: '/privacy-policy',
  title: 'Privacy Policy',
  description: `How ${PRODUCT_AI} collects, uses, protects and deletes your information, including your resume, job description and interview audio.`,
  effectiveDate: '2026-11-23',
  content: `
<p>This Privacy Policy explains what information ${PRODUCT_AI} ("we", "us") collects when you use our website and live interview assistant (the "Service"), how we use it, who we share it with and the choices you have. We have tried to write it plainly. If anything is unclear, write to us at <a href="mailto:${SUPPORT_EMAIL}">${SUPPORT_EMAIL}</a>.</p>

<h2>1. Summary</h2>
<ul>
  <li>Interview audio is processed as it streams to produce transcripts and is <strong>never stored</strong>.</li>
  <li>Your resume and job description are stored so that suggestions can be tailored to you, and are <strong>encrypted at rest</strong> by our database provider.</li>
  <li>We <strong>never share your data with employers</strong> or interviewers, and we do not sell your personal information.</li>
  <li>You can ask us to <strong>delete all of your interview data</strong> at any time.</li>
</ul>

<h2>2. Information we collect</h2>
<h3>Information you give us</h3>
<ul>
  <li><strong>Account information:</strong> your e-mail address and password (stored only as a secure hash), or, if you sign in with Google, your e-mail address and the basic profile details Google shares with us.</li>
  <li><strong>Resume and job description:</strong> the text you choose to save so that suggestions reflect your experience and the role.</li>
  <li><strong>Support messages:</strong> what you send us when you contact support.</li>
  <li><strong>Testimonials:</strong> if you choose to submit one, its text; when we display it, your e-mail address is masked.</li>
</ul>
<h3>Information created when you use the Service</h3>
<ul>
  <li><strong>Interview audio:</strong> when you share a browser tab or microphone, its audio is streamed to our servers and to our speech-recognition provider only to produce a transcript in real time. We do not record or keep the audio.</li>
  <li><strong>Screen images:</strong> when you press Solve screen, pictures of the shared tab are sent to our servers to read the question on it (and, when an AI model is configured, to that model). We keep only the text read from them; a small thumbnail is kept in your history only if you turn that on in your account, and you can turn it off at any time.</li>
  <li><strong>Practice answers:</strong> in practice interviews, the transcript of your spoken answers and the feedback computed from it are kept in your history so you can review them in the debrief, until you delete them.</li>
  <li><strong>Transcripts and suggestions:</strong> the text of the interviewer's questions and the suggested answers generated for you. These are shown in your session and may be kept in your interview history so you can review them, until you delete them.</li>
  <li><strong>Usage records:</strong> when each session started and ended and the minutes used, which we need to apply your plan's credits.</li>
  <li><strong>Subscription details:</strong> your plan and its status. Card payments are handled by our payment processor; we never see or store your full card number.</li>
  <li><strong>Technical data:</strong> IP address, browser type, device information and error logs, which we use to keep the Service secure and working.</li>
</ul>
<h3>Analytics</h3>
<p>We use a product analytics service to understand which features are used, for example which menu items and buttons are clicked. For signed-in users these events include your e-mail address so we can investigate problems you report; for visitors they are recorded as "User not logged in". We do not use analytics data for advertising.</p>
<h3>Cookies and local storage</h3>
<p>We use cookies and your browser's local storage to keep you signed in and to remember your session. These are necessary for the Service to work. Our analytics service may also set cookies or use local storage to count visits.</p>

<h2>3. How we use information</h2>
<ul>
  <li>To provide the Service: transcribe questions, generate tailored suggestions and show your history.</li>
  <li>To manage your account, subscription and credits, and to process payments.</li>
  <li>To provide support and send service messages such as e-mail confirmation and password reset.</li>
  <li>To keep the Service secure, prevent abuse and fix errors.</li>
  <li>To understand how the Service is used and improve it.</li>
  <li>To comply with legal obligations.</li>
</ul>
<p>We do not use your resume, job description, transcripts or suggestions to train AI models, and we do not sell personal information.</p>

<h2>4. Who we share information with</h2>
<p>We share information only with service providers that help us run the Service, under contracts that limit their use of it to providing their services to us:</p>
<ul>
  <li><strong>Hosting and database provider</strong>, which stores account data, your resume and job description (encrypted at rest) and your history.</li>
  <li><strong>Speech-recognition provider</strong>, which receives interview audio as it streams to return a transcript.</li>
  <li><strong>AI model provider</strong>, which receives the question, your resume and job description, the session's earlier questions and what you said in it, and (for Solve screen) pictures of the shared tab, to generate a suggestion.</li>
  <li><strong>Payment processor</strong>, which handles checkout, billing and your card details.</li>
  <li><strong>Analytics and e-mail providers</strong>, for the purposes described above.</li>
</ul>
<p>We <strong>never share your data with employers</strong>, recruiters or interviewers. We may disclose information if required by law, to protect the rights and safety of our users or others, or as part of a merger or acquisition, in which case this policy will continue to apply to your information.</p>

<h2>5. Security</h2>
<p>Data is encrypted in transit with TLS. Your resume and job description are encrypted at rest by our database provider. Access to your records is restricted by row-level security so that each account can read only its own data, and only a small number of authorised staff can access production systems. No system is perfectly secure, but we work to protect your information and will notify you of a breach where the law requires.</p>

<h2>6. Retention</h2>
<ul>
  <li><strong>Audio</strong> is not retained.</li>
  <li><strong>Resume, job description, transcripts and suggestions</strong> are kept while your account is active, until you replace or delete them, or until you ask us to delete all of your interview data.</li>
  <li><strong>Usage and subscription records</strong> are kept for as long as needed for billing, tax and accounting obligations.</li>
  <li><strong>Technical logs</strong> are kept for a limited period for security and troubleshooting, then deleted.</li>
</ul>
<p>If you delete your account, we delete or anonymise your personal information within 30 days, except where we must keep it by law. This includes your customer record at our payment processor (paid invoices are kept, as the law requires) and your profile and events at our analytics service.</p>

<h2>7. Your choices and rights</h2>
<ul>
  <li><strong>Delete your interview data:</strong> e-mail <a href="mailto:${SUPPORT_EMAIL}">${SUPPORT_EMAIL}</a> from your account's address and we will delete your resume, job description, transcripts, suggestions and history.</li>
  <li><strong>Access and correct:</strong> you can view and update your resume and job description in the app at any time, or ask us for a copy of your data.</li>
  <li><strong>Delete your account:</strong> ask us and we will close your account and delete your data as described above.</li>
  <li><strong>Object or restrict:</strong> depending on where you live, you may have the right to object to or restrict some processing, and to complain to your data protection authority.</li>
</ul>
<p>We respond to requests within 30 days and will not discriminate against you for exercising your rights.</p>

<h2>8. Age requirement</h2>
<p>The Service is intended for people aged 18 or over. We do not knowingly collect information from anyone under 18. If you believe a minor has given us information, contact us and we will delete it.</p>

<h2>9. International transfers</h2>
<p>Our providers may process information in countries other than yours. Where we transfer personal information internationally, we rely on appropriate safeguards such as standard contractual clauses.</p>

<h2>10. Changes to this policy</h2>
<p>We may update this policy from time to time. If we make material changes, we will tell you by e-mail or in the Service before they take effect. The effective date at the top of this page shows when it last changed.</p>

<h2>11. Contact</h2>
<p>Questions or requests about privacy: <a href="mailto:${SUPPORT_EMAIL}">${SUPPORT_EMAIL}</a>. We answer e-mail 24/7.</p>
`,
};
