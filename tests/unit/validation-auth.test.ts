import { firstError } from '@/lib/validations/first-error';
import { registerSchema, resetRequestSchema, signInSchema, updatePasswordSchema } from '@/lib/validations/auth';

const messageOf = (r: { success: boolean; error?: import('zod').ZodError }) => (r.success ? null : firstError(r.error!));

describe('account form schemas', () => {
  it("sign-in needs e-mail and password: 'Please fill all the fields'", () => {
    expect(messageOf(signInSchema.safeParse({ email: '', password: '' }))).toBe('Please fill all the fields');
    expect(messageOf(signInSchema.safeParse({ email: 'a@b.co', password: '' }))).toBe('Please fill all the fields');
    expect(messageOf(signInSchema.safeParse({ email: '   ', password: 'x' }))).toBe('Please fill all the fields');
    expect(signInSchema.safeParse({ email: ' a@b.co ', password: 'pw' })).toEqual({ success: true, data: { email: 'a@b.co', password: 'pw' } });
  });

  it('sign-in treats missing form fields (null) as empty, not as a crash', () => {
    expect(signInSchema.safeParse({ email: null, password: null }).success).toBe(false);
  });

  it("register: emptiness first, then 'Passwords doesn't match'", () => {
    expect(messageOf(registerSchema.safeParse({ email: 'a@b.co', password: 'x', confirmPassword: '' }))).toBe('Please fill all the fields');
    expect(messageOf(registerSchema.safeParse({ email: 'a@b.co', password: 'one', confirmPassword: 'two' }))).toBe("Passwords doesn't match");
    expect(registerSchema.safeParse({ email: 'a@b.co', password: 'same', confirmPassword: 'same' }).success).toBe(true);
  });

  it("update password: 'Please fill all the fields', then 'Passwords doesn't match. Try again'", () => {
    expect(messageOf(updatePasswordSchema.safeParse({ password: '', confirmPassword: '' }))).toBe('Please fill all the fields');
    expect(messageOf(updatePasswordSchema.safeParse({ password: 'a', confirmPassword: 'b' }))).toBe("Passwords doesn't match. Try again");
  });

  it('the reset form has no emptiness check', () => {
    expect(resetRequestSchema.safeParse({ email: '' }).success).toBe(true);
  });

  it('passwords longer than 72 bytes (the bcrypt limit) are refused before reaching the server', () => {
    expect(signInSchema.safeParse({ email: 'a@b.co', password: 'x'.repeat(73) }).success).toBe(false);
  });
});
