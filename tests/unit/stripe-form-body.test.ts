import { FormBodyError, parseFormBody, splitKey } from '../../emulators/stripe/form-body';
import { mergeMetadata, Params } from '../../emulators/stripe/params';

describe("Stripe's form encoding (bracket notation)", () => {
  it('splits bracket keys, keeping malformed ones literal', () => {
    expect(splitKey('line_items[0][price]')).toEqual(['line_items', '0', 'price']);
    expect(splitKey('expand[]')).toEqual(['expand', '']);
    expect(splitKey('plain')).toEqual(['plain']);
    expect(splitKey('a[b]c')).toEqual(['a[b]c']);
  });

  it('parses what stripe-node sends for a subscription checkout session', () => {
    const body = [
      'mode=subscription',
      'line_items[0][price]=price_123',
      'line_items[0][quantity]=1',
      'line_items[1][price]=price_456',
      'line_items[1][quantity]=2',
      'metadata[user_id]=u%201',
      'subscription_data[metadata][user_id]=u+1',
      'success_url=http%3A%2F%2Flocalhost%3A3000%2Fsuccess%3Fsession_id%3D%7BCHECKOUT_SESSION_ID%7D',
      'expand[0]=subscription',
      'expand[1]=line_items',
    ].join('&');
    expect(parseFormBody(body)).toEqual({
      mode: 'subscription',
      line_items: [
        { price: 'price_123', quantity: '1' },
        { price: 'price_456', quantity: '2' },
      ],
      metadata: { user_id: 'u 1' },
      subscription_data: { metadata: { user_id: 'u 1' } },
      success_url: 'http://localhost:3000/success?session_id={CHECKOUT_SESSION_ID}',
      expand: ['subscription', 'line_items'],
    });
  });

  it('appends with [] and orders numeric indices numerically', () => {
    expect(parseFormBody('expand[]=a&expand[]=b')).toEqual({ expand: ['a', 'b'] });
    expect(parseFormBody('x[10]=ten&x[2]=two')).toEqual({ x: ['two', 'ten'] });
    expect(parseFormBody('lookup_keys[0]=basic&lookup_keys[1]=pro')).toEqual({ lookup_keys: ['basic', 'pro'] });
  });

  it('keeps an empty value (Stripe: unset the field) and treats a bare key as empty', () => {
    expect(parseFormBody('description=&metadata[a]=&flag')).toEqual({ description: '', metadata: { a: '' }, flag: '' });
    expect(parseFormBody('')).toEqual({});
  });

  it('refuses a key used both as a value and as a hash, prototype keys and bad escapes', () => {
    expect(() => parseFormBody('a=1&a[b]=2')).toThrow(FormBodyError);
    expect(() => parseFormBody('a[b]=2&a=1')).toThrow(FormBodyError);
    expect(() => parseFormBody('__proto__[polluted]=1')).toThrow(FormBodyError);
    expect(() => parseFormBody('metadata[constructor]=1')).toThrow(FormBodyError);
    expect(() => parseFormBody('a=%E0%A4%A')).toThrow(FormBodyError);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('typed parameter readers', () => {
  const p = new Params(parseFormBody('limit=5&active=true&bad=yes&line_items[0][price]=p&items[0][quantity]=x&metadata[k]=v'));

  it('reads integers, booleans and arrays of hashes, naming the exact parameter on error', () => {
    expect(p.integer('limit')).toBe(5);
    expect(p.boolean('active')).toBe(true);
    expect(() => p.boolean('bad')).toThrow(expect.objectContaining({ body: expect.objectContaining({ code: 'parameter_invalid_boolean', param: 'bad' }) }));
    expect(p.objects('line_items')![0].requiredString('price')).toBe('p');
    expect(() => p.objects('line_items')![0].requiredString('quantity')).toThrow(
      expect.objectContaining({ body: expect.objectContaining({ code: 'parameter_missing', param: 'line_items[0][quantity]' }) }),
    );
    expect(() => p.objects('items')![0].integer('quantity')).toThrow(expect.objectContaining({ body: expect.objectContaining({ param: 'items[0][quantity]' }) }));
    expect(p.metadata()).toEqual({ k: 'v' });
  });

  it('merges metadata as Stripe does: keys merge, an empty value removes one, an empty hash clears all', () => {
    expect(mergeMetadata({ a: '1', b: '2' }, { b: '', c: '3' })).toEqual({ a: '1', c: '3' });
    expect(mergeMetadata({ a: '1' }, {})).toEqual({});
    expect(mergeMetadata({ a: '1' }, undefined)).toEqual({ a: '1' });
  });
});

describe('prototype keys', () => {
  it('refuses constructor, __proto__ and prototype at any depth', () => {
    for (const key of ['constructor', '__proto__', 'prototype']) {
      expect(() => parseFormBody(`${key}=1`)).toThrow(FormBodyError);
      expect(() => parseFormBody(`metadata[${key}]=1`)).toThrow(FormBodyError);
      expect(() => parseFormBody(`line_items[0][${key}][x]=1`)).toThrow(FormBodyError);
    }
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });

  it('keeps toString and hasOwnProperty as ordinary keys (Stripe stores them as metadata)', () => {
    const parsed = parseFormBody('metadata[toString]=a&metadata[hasOwnProperty]=b');
    expect(parsed).toEqual({ metadata: { toString: 'a', hasOwnProperty: 'b' } });
    expect(new Params(parsed).metadata()).toEqual({ toString: 'a', hasOwnProperty: 'b' });
  });

  it('reads only parameters the request sent, never members of Object.prototype', () => {
    const p = new Params(parseFormBody('limit=5'));
    for (const key of ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf']) {
      expect(p.has(key)).toBe(false);
      expect(p.string(key)).toBeUndefined();
      expect(p.integer(key)).toBeUndefined();
      expect(p.metadata(key)).toBeUndefined();
    }
  });
});
