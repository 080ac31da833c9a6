import type { CompanyLogo } from './types';

/**
 * Wordmarks in the scrolling logo strip. These are placeholder marks drawn for this site;
 * replace them only with logos you have permission to show.
 */
export const companyLogos: CompanyLogo[] = [
  { name: 'Northwind', src: '/images/logos/northwind.svg', width: 140, height: 40 },
  { name: 'Bluepeak', src: '/images/logos/bluepeak.svg', width: 130, height: 40 },
  { name: 'Vertex Labs', src: '/images/logos/vertex-labs.svg', width: 150, height: 40 },
  { name: 'Orbital', src: '/images/logos/orbital.svg', width: 120, height: 40 },
  { name: 'Quantia', src: '/images/logos/quantia.svg', width: 130, height: 40 },
  { name: 'Helix Health', src: '/images/logos/helix-health.svg', width: 150, height: 40 },
  { name: 'Kitestring', src: '/images/logos/kitestring.svg', width: 140, height: 40 },
  { name: 'Evergreen Bank', src: '/images/logos/evergreen-bank.svg', width: 170, height: 40 },
];
