import { PRODUCT_AI } from '@/lib/brand';
import type { Platform } from './types';

/** Platform-compatibility cards. Logos are simple drawn tiles, not the vendors' artwork. */
export const platforms: Platform[] = [
  {
    name: 'Zoom',
    logo: '/images/platforms/zoom.svg',
    color: '#2D8CFF',
    description: `Join the meeting from the Zoom web client in a browser tab, then share that tab with ${PRODUCT_AI}.`,
  },
  {
    name: 'Microsoft Teams',
    logo: '/images/platforms/teams.svg',
    color: '#5B5FC7',
    description: 'Open the Teams meeting link in your browser and questions appear as soon as the interviewer speaks.',
  },
  {
    name: 'Google Meet',
    logo: '/images/platforms/meet.svg',
    color: '#00897B',
    description: 'Meet already runs in the browser, so sharing the interview tab takes one click.',
  },
  {
    name: 'Skype',
    logo: '/images/platforms/skype.svg',
    color: '#0078D4',
    description: 'Use Skype on the web and share its tab to get transcripts and suggestions during the call.',
  },
  {
    name: 'Webex',
    logo: '/images/platforms/webex.svg',
    color: '#07A35A',
    description: 'Join Webex from your browser; panel interviews with several speakers are transcribed too.',
  },
  {
    name: 'And 50+ more',
    logo: '/images/platforms/more.svg',
    color: '#F59E0B',
    description: 'One-way video interviews, assessment portals and any other platform that plays audio in a tab.',
  },
];
