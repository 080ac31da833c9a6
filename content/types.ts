/** Content shapes of the marketing site: static article, FAQ item, feature item. */

export interface StaticArticle {
  slug: string;
  title: string;
  description: string;
  keywords: string[];
  /** Absolute URL of the one canonical address, also for paths that alias it. */
  canonicalUrl: string;
  /** Trusted HTML written in this repository (never user input). */
  content: string;
  author: string;
  authorRole: string;
  authorImage: string;
  /** ISO date (YYYY-MM-DD), January to May 2024. */
  date: string;
  /** Kept for the article shape, but empty for every article. */
  categories: string[];
  image: string;
}

export interface FaqItem {
  question: string;
  answer: string;
}

/** Names an icon drawn by components/marketing/feature-icon.tsx. */
export type FeatureIconName =
  | 'ear'
  | 'bolt'
  | 'document'
  | 'target'
  | 'list'
  | 'shield'
  | 'globe'
  | 'practice'
  | 'clock';

export interface FeatureItem {
  icon: FeatureIconName;
  title: string;
  description: string;
}

export interface Testimonial {
  quote: string;
  name: string;
  position: string;
  company: string;
  /** Whole stars, 1 to 5. */
  rating: number;
  profileImage: string;
}

export interface Platform {
  name: string;
  logo: string;
  /** Brand accent used for the card's top border and logo tile. */
  color: string;
  description: string;
}

export interface CompanyLogo {
  name: string;
  src: string;
  width: number;
  height: number;
}

export interface MarketingStat {
  /** The figure the counter reaches. */
  value: number;
  suffix: string;
  label: string;
  detail: string;
}
