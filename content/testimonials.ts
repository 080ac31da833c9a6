import { PRODUCT } from '@/lib/brand';
import type { Testimonial } from './types';

/** The seven fixed entries of the landing page's testimonial carousel. */
export const testimonials: Testimonial[] = [
  {
    quote: `I freeze on behavioural questions. Seeing the question written out, with my own project numbers suggested underneath, let me slow down and tell the story properly. I got the offer a week later.`,
    name: 'Priya Raman',
    position: 'Product Analyst',
    company: 'Fintech startup',
    rating: 5,
    profileImage: '/images/avatars/priya-raman.svg',
  },
  {
    quote: `Setup took about a minute. I pasted my resume and the job post, shared the interview tab and forgot it was there until I needed it. Two of three final rounds turned into offers.`,
    name: 'Marcus Lee',
    position: 'Backend Engineer',
    company: 'Logistics platform',
    rating: 5,
    profileImage: '/images/avatars/marcus-lee.svg',
  },
  {
    quote: `English is my second language. ${PRODUCT} catching the exact wording of each question was worth it on its own, and the suggested structure kept my answers short and clear.`,
    name: 'Sofia Alvarez',
    position: 'UX Designer',
    company: 'Design agency',
    rating: 5,
    profileImage: '/images/avatars/sofia-alvarez.svg',
  },
  {
    quote: `I used the mock interview every evening for a week. By the real panel I barely looked at the screen, but knowing the notes were there took the panic away.`,
    name: 'James Okafor',
    position: 'Financial Advisor',
    company: 'Wealth management firm',
    rating: 5,
    profileImage: '/images/avatars/james-okafor.svg',
  },
  {
    quote: `The question list is underrated. When the hiring manager circled back to an earlier point, I could see exactly what had been asked and what I had said about it.`,
    name: 'Hannah Schmidt',
    position: 'Project Manager',
    company: 'Construction group',
    rating: 4,
    profileImage: '/images/avatars/hannah-schmidt.svg',
  },
  {
    quote: `Switching careers from teaching, I struggled to translate classroom work into business language. The answers tied my experience to the job description in ways I had not thought of.`,
    name: 'Daniel Kim',
    position: 'Customer Success Manager',
    company: 'SaaS company',
    rating: 5,
    profileImage: '/images/avatars/daniel-kim.svg',
  },
  {
    quote: `Support answered my e-mail at 11 pm the night before an interview and sorted out my tab sharing in ten minutes. That is the kind of help you remember.`,
    name: 'Aisha Bello',
    position: 'Data Scientist',
    company: 'Healthcare network',
    rating: 5,
    profileImage: '/images/avatars/aisha-bello.svg',
  },
];
