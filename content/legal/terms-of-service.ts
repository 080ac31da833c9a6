import { PRODUCT_AI, SUPPORT_EMAIL } from '@/lib/brand';
import type { LegalDocument } from './legal-document';

export const termsOfService: LegalDocument = {
  path: '/terms-of-service',
  title: 'Terms of Service',
  description: `The terms that govern your use of ${PRODUCT_AI}: eligibility, subscriptions and cancellation, acceptable use, Delaware law and arbitration.`,
  effectiveDate: '2026-11-23',
  content: `
<p>These Terms of Service ("Terms") are an agreement between you and ${PRODUCT_AI} ("we", "us") and govern your use of our website and live interview assistant (the "Service"). By creating an account or using the Service you agree to these Terms and to our <a href="/privacy-policy">Privacy Policy</a>. If you do not agree, do not use the Service.</p>

<h2>1. Eligibility</h2>
<p>You must be <strong>at least 18 years old</strong> and able to form a binding contract to use the Service. By using it, you confirm that you meet these requirements.</p>

<h2>2. Your account</h2>
<p>You are responsible for the accuracy of the information you give us, for keeping your password confidential, and for all activity under your account. Tell us promptly at <a href="mailto:${SUPPORT_EMAIL}">${SUPPORT_EMAIL}</a> if you suspect unauthorised use. One person may not share an account with others.</p>

<h2>3. The Service</h2>
<p>${PRODUCT_AI} transcribes the audio of a browser tab or microphone you choose to share and suggests answers based on the questions it hears, your resume and the job description you provide. Suggestions are generated automatically and may be incomplete, inaccurate or unsuitable. They are aids, not advice: you are solely responsible for what you say and for checking any facts. We do not guarantee any interview outcome, job offer or salary.</p>
<p>We may change, add or remove features. We will give reasonable notice of changes that materially reduce what a paid plan includes.</p>

<h2>4. Free trial, subscriptions and credits</h2>
<ul>
  <li><strong>Free trial.</strong> The free plan includes all features with a limited number of minutes and requires no credit card.</li>
  <li><strong>Paid plans.</strong> Paid plans are billed in advance for each billing period through our payment processor, at the price shown when you subscribe. Prices may change with notice before your next billing period.</li>
  <li><strong>Credits.</strong> Usage is measured in minutes of live sessions. Your plan's minutes apply to its billing period; when you reach the limit, sessions stop until your credits renew or you upgrade. Unused minutes do not carry over and have no cash value.</li>
  <li><strong>Upgrades.</strong> You may move to a higher plan at any time. The upgrade starts a new billing period that day, charged at the new plan's full price and with all of its minutes; the rest of the period you were in is not refunded. A move to a lower plan takes effect at the end of the current billing period. Charges are handled by our payment processor.</li>
  <li><strong>Cancellation.</strong> You may cancel at any time from the subscription page. <strong>Cancellation takes effect immediately</strong>: access to paid features and remaining paid minutes ends when you cancel, and no further charges are made.</li>
  <li><strong>No refunds.</strong> <strong>All fees are non-refundable</strong>, including for partial billing periods and unused minutes, except where the law requires otherwise.</li>
  <li><strong>Taxes.</strong> Prices exclude taxes unless stated; you are responsible for applicable taxes.</li>
</ul>

<h2>5. Acceptable use</h2>
<p>You agree not to:</p>
<ul>
  <li>use the Service in violation of any law, including laws on recording or transcribing conversations: where consent of the other participants is required, you are responsible for obtaining it;</li>
  <li>use the Service in an interview, test or assessment whose rules prohibit outside assistance;</li>
  <li>misrepresent your qualifications, identity or experience to an employer;</li>
  <li>upload content you do not have the right to use, or that is unlawful, harmful or infringes others' rights;</li>
  <li>copy, resell, sublicense or provide the Service to others, or share your account;</li>
  <li>reverse engineer, scrape or attempt to access the Service's source code, systems or other users' data;</li>
  <li>interfere with the Service's security or performance, including by sending automated traffic or malware;</li>
  <li>use the Service to build a competing product.</li>
</ul>
<p>We may suspend or terminate accounts that break these rules.</p>

<h2>6. Your content</h2>
<p>You keep ownership of your resume, job description and other content you provide. You grant us a limited licence to store and process it only to provide the Service to you. You confirm that you have the right to provide it.</p>

<h2>7. Our intellectual property</h2>
<p>The Service, including its software, design, text and trademarks, belongs to us or our licensors. We grant you a personal, non-exclusive, non-transferable licence to use it in line with these Terms.</p>

<h2>8. Termination</h2>
<p>You may stop using the Service and delete your account at any time. We may suspend or end your access if you breach these Terms, if required by law, or if we discontinue the Service; if we discontinue it without cause, we will give reasonable notice. Sections that by their nature should survive termination, including 4 (fees), 9 to 12, survive.</p>

<h2>9. Disclaimers</h2>
<p>The Service is provided "as is" and "as available". To the fullest extent permitted by law, we disclaim all warranties, express or implied, including merchantability, fitness for a particular purpose, accuracy and non-infringement. We do not warrant that the Service will be uninterrupted, error-free or that transcripts or suggestions will be accurate.</p>

<h2>10. Limitation of liability</h2>
<p>To the fullest extent permitted by law, we are not liable for any indirect, incidental, special, consequential or punitive damages, or for lost profits, lost opportunities or lost data. Our total liability for any claim relating to the Service is limited to the amount you paid us in the twelve months before the claim arose, or 100 US dollars if greater.</p>

<h2>11. Indemnity</h2>
<p>You agree to indemnify us against claims, losses and expenses arising from your breach of these Terms or your misuse of the Service, including use that breaks recording-consent laws or the rules of an interview process.</p>

<h2>12. Governing law and arbitration</h2>
<p>These Terms are governed by the <strong>laws of the State of Delaware</strong>, USA, without regard to its conflict-of-law rules.</p>
<p>Before filing a claim, you agree to contact us at <a href="mailto:${SUPPORT_EMAIL}">${SUPPORT_EMAIL}</a> and try to resolve the dispute informally for 30 days. If it is not resolved, <strong>any dispute arising from these Terms or the Service will be resolved by final and binding individual arbitration</strong> administered under the rules of a recognised arbitration provider, seated in Delaware, rather than in court, except that either party may bring an individual claim in small-claims court or seek injunctive relief for misuse of intellectual property. <strong>You and we waive any right to a jury trial and to participate in a class action or class arbitration.</strong></p>

<h2>13. Changes to these Terms</h2>
<p>We may update these Terms. If a change is material, we will notify you by e-mail or in the Service before it takes effect. Continuing to use the Service after that date means you accept the updated Terms.</p>

<h2>14. General</h2>
<p>These Terms, with the Privacy Policy, are the entire agreement between you and us about the Service. If a provision is unenforceable, the rest remains in effect. Our failure to enforce a provision is not a waiver. You may not transfer these Terms; we may transfer them in connection with a merger or sale of assets.</p>

<h2>15. Contact</h2>
<p>Questions about these Terms: <a href="mailto:${SUPPORT_EMAIL}">${SUPPORT_EMAIL}</a>.</p>
`,
};
