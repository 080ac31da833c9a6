import { renderAuthEmail } from '../../emulators/auth/email-templates';
import { EmailRateLimiter } from '../../emulators/auth/mailer';
import { Mailbox } from '../../emulators/mail/mailbox';

test('the mailbox records messages with their links, newest first, filterable by recipient', () => {
  const box = new Mailbox();
  const link = 'http://127.0.0.1:54321/auth/v1/verify?token=abc&type=signup&redirect_to=http%3A%2F%2Flocalhost%3A3000';
  box.send({ to: 'Ada@Example.com', ...renderAuthEmail('confirmation', link, '123456', 15) });
  box.send({ to: 'bob@example.com', subject: 'Hi', text: 'see https://example.com/x', html: '<p>hi</p>' });
  expect(box.list().map((m) => m.to)).toEqual(['bob@example.com', 'ada@example.com']);
  const [ada] = box.list({ to: 'ADA@example.com' });
  expect(ada.subject).toBe('Confirm your signup');
  expect(ada.links).toEqual([link]);
  expect(box.list({ to: 'bob@example.com' })[0].links).toEqual(['https://example.com/x']);
  expect(box.get(ada.id)).toBe(ada);
  box.clear();
  expect(box.list()).toEqual([]);
});

test('the e-mail rate limiter allows one e-mail per kind and address per window', () => {
  const limiter = new EmailRateLimiter(60);
  limiter.record('confirmation', 'a@example.com', 0);
  expect(() => limiter.check('confirmation', 'A@example.com', 1_000)).toThrow('For security purposes, you can only request this after 59 seconds.');
  expect(() => limiter.check('recovery', 'a@example.com', 1_000)).not.toThrow();
  expect(() => limiter.check('confirmation', 'a@example.com', 60_000)).not.toThrow();
});
