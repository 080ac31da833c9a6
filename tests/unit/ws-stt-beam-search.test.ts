// Beam search over hand-made logits: a sequence whose first token is a close second wins on
// the tokens after it, a finished sequence is ranked per token, and the phrase bias counts for
// the ranking but not for the model's own confidence.
import { bestBeam, stepBeams, type Beam } from '@/ws-server/stt/moonshine/beam-search';
import { createPhraseBias, NO_PHRASE_BIAS } from '@/ws-server/stt/moonshine/phrase-bias';

const END = 2;
const VOCABULARY = 6;

/** One row of logits with the given tokens at the given values, the rest far below. */
function row(values: Record<number, number>): number[] {
  return Array.from({ length: VOCABULARY }, (_, token) => values[token] ?? -30);
}

const start = (): Beam[] => [{ tokens: [], logProb: 0, rawLogProb: 0, pass: NO_PHRASE_BIAS.start() }];

describe('beam search', () => {
  it('keeps the close second and lets it win on the token after it, where greedy would not', () => {
    // Step 1: token 3 is a shade likelier than token 4.
    const first = stepBeams(start(), row({ 3: 1.0, 4: 0.9 }), VOCABULARY, 2, END);
    expect(first.beams.map((b) => b.tokens)).toEqual([[3], [4]]);
    // Step 2: after 3 the model is unsure; after 4 it is sure.
    const second = stepBeams(first.beams, [...row({ 5: 0, 1: 0, 3: 0 }), ...row({ 5: 10 })], VOCABULARY, 2, END);
    expect(second.beams[0]).toMatchObject({ tokens: [4, 5], parent: 1 });
  });

  it('finishes a sequence at the end token and ranks finished ones per token', () => {
    const step = stepBeams(start(), row({ [END]: 5, 3: 4.9 }), VOCABULARY, 2, END);
    expect(step.finished).toEqual([{ tokens: [], logProb: expect.any(Number), rawLogProb: expect.any(Number) }]);
    expect(step.beams.map((b) => b.tokens)).toEqual([[3]]);
    expect(bestBeam([{ tokens: [1, 2, 3], logProb: -1.2, rawLogProb: -1.2 }, { tokens: [1], logProb: -0.8, rawLogProb: -0.8 }])?.tokens).toEqual([1, 2, 3]);
    expect(bestBeam([])).toBeUndefined();
  });

  it("lifts the session's phrase by its bonus, as greedy decoding does", () => {
    const bias = createPhraseBias([[4, 5]], 2);
    const beams: Beam[] = [{ tokens: [], logProb: 0, rawLogProb: 0, pass: bias.start() }];
    const step = stepBeams(beams, row({ 3: 1.0, 4: 0.0 }), VOCABULARY, 1, END);
    expect(step.beams.map((b) => b.tokens)).toEqual([[4]]);
    // Lifted, token 4 ranks first (e^2 against e^1); the model alone gave it e^0 against e^1.
    expect(step.beams[0].logProb).toBeCloseTo(2 - Math.log(Math.exp(2) + Math.exp(1)), 5);
    expect(step.beams[0].rawLogProb).toBeCloseTo(0 - Math.log(Math.exp(1) + 1), 5);
    // The phrase under way is carried on by the beam's own pass.
    expect([...step.beams[0].pass.lifted()]).toContain(5);
  });
});
