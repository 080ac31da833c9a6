import { ANCHORS } from '../links';

/** The header's Resources menu: Success Stories, Testimonials, FAQ. */
export const RESOURCE_LINKS = [
  { label: 'Success Stories', anchor: ANCHORS.success },
  { label: 'Testimonials', anchor: ANCHORS.testimonials },
  { label: 'FAQ', anchor: ANCHORS.faq },
] as const;
