/** The product's name in one place, so an operator can rebrand (SPEC's "{product}"). */
export const PRODUCT = 'Cuecard';
export const PRODUCT_AI = `${PRODUCT} AI`;
/** The landing route SPEC names /{product}-ai. */
export const PRODUCT_SLUG = `${PRODUCT.toLowerCase()}-ai`;
export const SUPPORT_EMAIL = 'support@cuecard.ai';
