import { toError } from '@/lib/errors/to-error';

describe('toError', () => {
  it('returns an Error as it is', () => {
    const error = new TypeError('boom');
    expect(toError(error)).toBe(error);
  });

  it('turns a thrown string into an Error with that message', () => {
    const error = toError('socket hang up');
    expect(error).toBeInstanceOf(Error);
    expect(error.message).toBe('socket hang up');
    expect(error.cause).toBe('socket hang up');
  });

  it('keeps the message and name of an error-shaped object (PostgREST, other realms)', () => {
    const value = { name: 'PostgrestError', message: 'permission denied for table plan', code: '42501' };
    const error = toError(value);
    expect(error).toMatchObject({ name: 'PostgrestError', message: 'permission denied for table plan' });
    expect(error.cause).toBe(value);
  });

  it('describes anything else without throwing', () => {
    expect(toError({ code: 7 }).message).toBe('{"code":7}');
    expect(toError(undefined).message).toBe('undefined');
    expect(toError(null).message).toBe('null');
    expect(toError(42).message).toBe('42');
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    expect(toError(circular).message).toBe('[object Object]');
  });
});
