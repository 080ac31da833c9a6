/** The product's name in one place, so an operator can rebrand ("{product}" in the copy). */
export const PRODUCT = 'Cuecard';
export const PRODUCT_AI = `${PRODUCT} AI`;
/** The brand's own landing route, /{product}-ai. */
export const PRODUCT_SLUG = `${PRODUCT.toLowerCase()}-ai`;
export const SUPPORT_EMAIL = 'support@cuecard.ai';
