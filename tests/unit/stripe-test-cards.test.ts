import { addInterval } from '../../emulators/stripe/clock';
import { newId } from '../../emulators/stripe/ids';
import { checkCard, luhnValid, parseExpiry } from '../../emulators/stripe/test-cards';

const now = new Date('2026-03-15T12:00:00Z');
const card = (number: string, expiry = '12 / 34', cvc = '123') => checkCard({ number, expiry, cvc }, now);

describe("the hosted checkout's test cards", () => {
  it('accepts 4242 4242 4242 4242 with any future expiry and a 3-digit CVC', () => {
    expect(card('4242 4242 4242 4242')).toEqual({ ok: true, last4: '4242', brand: 'visa' });
    expect(card('4242424242424242', '03/26')).toMatchObject({ ok: true });
  });

  it("declines 4000 0000 0000 0002 with Stripe's message", () => {
    expect(card('4000 0000 0000 0002')).toEqual({ ok: false, field: 'number', code: 'card_declined', declineCode: 'generic_decline', message: 'Your card was declined.' });
    expect(card('4000000000009995')).toMatchObject({ declineCode: 'insufficient_funds', message: 'Your card has insufficient funds.' });
  });

  it('reports incomplete or invalid fields the way Stripe Elements words them', () => {
    expect(card('4242')).toMatchObject({ field: 'number', message: 'Your card number is incomplete.' });
    expect(card('4242424242424241')).toMatchObject({ field: 'number', message: 'Your card number is invalid.' });
    expect(card('4242424242424242', '02/26')).toMatchObject({ field: 'expiry', message: "Your card's expiration year is in the past." });
    expect(card('4242424242424242', '13/30')).toMatchObject({ field: 'expiry' });
    expect(card('4242424242424242', '12/34', '12')).toMatchObject({ field: 'cvc', message: "Your card's security code is incomplete." });
    expect(card('4111111111111111')).toMatchObject({ ok: false, code: 'card_declined', declineCode: 'test_mode_live_card' });
  });

  it('parses expiry dates and checks Luhn digits', () => {
    expect(parseExpiry('12 / 34')).toEqual({ month: 12, year: 2034 });
    expect(parseExpiry('0734')).toEqual({ month: 7, year: 2034 });
    expect(parseExpiry('7/2031')).toEqual({ month: 7, year: 2031 });
    expect(parseExpiry('nope')).toBeUndefined();
    expect(luhnValid('4000000000000002')).toBe(true);
    expect(luhnValid('4000000000000001')).toBe(false);
  });
});

describe('billing periods and ids', () => {
  const at = (iso: string) => Date.parse(iso) / 1000;
  it('adds calendar months in UTC, clamped to the end of shorter months', () => {
    expect(addInterval(at('2026-01-15T10:00:00Z'), 'month', 1)).toBe(at('2026-02-15T10:00:00Z'));
    expect(addInterval(at('2026-01-31T10:00:00Z'), 'month', 1)).toBe(at('2026-02-28T10:00:00Z'));
    expect(addInterval(at('2028-01-31T00:00:00Z'), 'month', 1)).toBe(at('2028-02-29T00:00:00Z'));
    expect(addInterval(at('2026-11-30T00:00:00Z'), 'month', 3)).toBe(at('2027-02-28T00:00:00Z'));
    expect(addInterval(at('2026-02-28T00:00:00Z'), 'year', 1)).toBe(at('2027-02-28T00:00:00Z'));
    expect(addInterval(at('2026-02-28T00:00:00Z'), 'week', 2)).toBe(at('2026-03-14T00:00:00Z'));
  });

  it("issues ids with Stripe's prefixes", () => {
    expect(newId('customer')).toMatch(/^cus_[A-Za-z0-9]{14}$/);
    expect(newId('checkout_session')).toMatch(/^cs_test_[A-Za-z0-9]{58}$/);
    expect(newId('event')).toMatch(/^evt_[A-Za-z0-9]{24}$/);
    expect(new Set(Array.from({ length: 1000 }, () => newId('subscription'))).size).toBe(1000);
  });
});
