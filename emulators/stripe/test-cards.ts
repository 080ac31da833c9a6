/**
 * Stripe's test cards, as the hosted checkout page judges them. Messages are Stripe's own
 * customer-facing texts, so a person testing sees what a real Checkout would say.
 */
export type CardCheck = { ok: true; last4: string; brand: string } | { ok: false; field: 'number' | 'expiry' | 'cvc'; code: string; declineCode?: string; message: string };

const SUCCEEDS: Record<string, string> = {
  '4242424242424242': 'visa',
  '4000056655665556': 'visa',
  '5555555555554444': 'mastercard',
  '378282246310005': 'amex',
};

const DECLINES: Record<string, { code: string; declineCode?: string; message: string }> = {
  '4000000000000002': { code: 'card_declined', declineCode: 'generic_decline', message: 'Your card was declined.' },
  '4000000000009995': { code: 'card_declined', declineCode: 'insufficient_funds', message: 'Your card has insufficient funds.' },
  '4000000000009987': { code: 'card_declined', declineCode: 'lost_card', message: 'Your card was declined.' },
  '4000000000009979': { code: 'card_declined', declineCode: 'stolen_card', message: 'Your card was declined.' },
  '4000000000000069': { code: 'expired_card', message: 'Your card has expired.' },
  '4000000000000127': { code: 'incorrect_cvc', message: "Your card's security code is incorrect." },
  '4000000000000119': { code: 'processing_error', message: 'An error occurred while processing your card. Try again in a little bit.' },
};

export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return digits.length >= 12 && sum % 10 === 0;
}

/** `MM / YY`, `MM/YY` or `MMYY` → month and four-digit year, or undefined. */
export function parseExpiry(text: string): { month: number; year: number } | undefined {
  const m = /^\s*(\d{1,2})\s*\/?\s*(\d{2}|\d{4})\s*$/.exec(text);
  if (!m) return undefined;
  const month = Number(m[1]);
  const year = m[2].length === 2 ? 2000 + Number(m[2]) : Number(m[2]);
  return month >= 1 && month <= 12 ? { month, year } : undefined;
}

export function checkCard(input: { number: string; expiry: string; cvc: string }, now: Date): CardCheck {
  const digits = input.number.replace(/[\s-]/g, '');
  if (!/^\d+$/.test(digits) || digits.length < 12) return { ok: false, field: 'number', code: 'incomplete_number', message: 'Your card number is incomplete.' };
  if (!luhnValid(digits)) return { ok: false, field: 'number', code: 'incorrect_number', message: 'Your card number is invalid.' };
  const expiry = parseExpiry(input.expiry);
  if (!expiry) return { ok: false, field: 'expiry', code: 'incomplete_expiry', message: "Your card's expiration date is incomplete." };
  const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
  if (expiry.year * 12 + (expiry.month - 1) < thisMonth) return { ok: false, field: 'expiry', code: 'invalid_expiry_year_past', message: "Your card's expiration year is in the past." };
  const cvcLength = digits.startsWith('34') || digits.startsWith('37') ? 4 : 3;
  if (!new RegExp(`^\\d{${cvcLength}}$`).test(input.cvc.trim())) return { ok: false, field: 'cvc', code: 'incomplete_cvc', message: "Your card's security code is incomplete." };
  const decline = DECLINES[digits];
  if (decline) return { ok: false, field: 'number', ...decline };
  const brand = SUCCEEDS[digits];
  if (!brand) {
    return {
      ok: false,
      field: 'number',
      code: 'card_declined',
      declineCode: 'test_mode_live_card',
      message: 'Your card was declined. Your request was in test mode, but used a non test card. For a list of valid test cards, visit: https://stripe.com/docs/testing.',
    };
  }
  return { ok: true, last4: digits.slice(-4), brand };
}
