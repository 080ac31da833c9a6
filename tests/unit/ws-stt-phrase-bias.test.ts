// Contextual biasing of a token-by-token decoder: a token that starts one of the session's
// phrases, or carries on one under way, wins a close call; a clear preference of the model is
// kept; a phrase's later tokens get no help once the decoder has left it.
import { createPhraseBias, NO_PHRASE_BIAS, phraseSpellings } from '@/ws-server/stt/moonshine/phrase-bias';

/** Logits over a vocabulary of 10 tokens, all low but the ones given. */
function logits(scores: Record<number, number>): Float32Array {
  const out = new Float32Array(10).fill(-10);
  for (const [token, score] of Object.entries(scores)) out[Number(token)] = score;
  return out;
}

describe('phrase bias', () => {
  // Phrase "Northwind" = tokens [4, 5] ("▁North", "wind"); the model's rival is 6 ("▁Wind").
  const bias = createPhraseBias([[4, 5], [7]], 2);

  it('carries on a phrase under way when its next token is a close call', () => {
    const pass = bias.start();
    expect(pass.choose(logits({ 4: 5, 8: 4 }), 0, 10)).toBe(4);
    pass.advance(4);
    expect(pass.choose(logits({ 6: 3, 5: 2 }), 0, 10)).toBe(5);
  });

  it("starts a phrase on a close call, and keeps the model's clear preference", () => {
    expect(bias.start().choose(logits({ 8: 3, 7: 1.5 }), 0, 10)).toBe(7);
    expect(bias.start().choose(logits({ 8: 6, 7: 1.5 }), 0, 10)).toBe(8);
  });

  it("gives a phrase's later tokens no help once the decoder has left it", () => {
    const pass = bias.start();
    pass.advance(4);
    pass.advance(8);
    expect(pass.choose(logits({ 6: 3, 5: 2 }), 0, 10)).toBe(6);
  });

  it('reads the logits at the given offset, and without phrases is the plain greedy choice', () => {
    const two = new Float32Array([...logits({ 1: 9 }), ...logits({ 6: 3, 5: 2 })]);
    expect(NO_PHRASE_BIAS.start().choose(two, 10, 10)).toBe(6);
    expect(createPhraseBias([[5]], 0).start().choose(two, 10, 10)).toBe(6);
    expect(createPhraseBias([[5]], 2).start().choose(two, 10, 10)).toBe(5);
  });

  it('leaves out a phrase whose first token may not open one, so that token is never lifted', () => {
    // Token 3 is a lone letter ("▁K" of "Kafka"): lifting it everywhere would mishear other words.
    const opens = (token: number) => token !== 3;
    const bias = createPhraseBias([[3, 5], [7]], 2, opens);
    expect(bias.start().choose(logits({ 8: 3, 3: 2 }), 0, 10)).toBe(8);
    const pass = bias.start();
    pass.advance(3);
    expect(pass.choose(logits({ 6: 3, 5: 2 }), 0, 10)).toBe(6);
    expect(bias.start().choose(logits({ 8: 3, 7: 2 }), 0, 10)).toBe(7);
  });

  it('spells a term as a word inside a sentence, as given and capitalised', () => {
    expect(phraseSpellings('Northwind')).toEqual([' Northwind']);
    expect(phraseSpellings('gRPC')).toEqual([' gRPC', ' GRPC']);
    expect(phraseSpellings('  ')).toEqual([]);
  });
});
