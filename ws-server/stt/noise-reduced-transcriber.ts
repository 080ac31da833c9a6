// An offline transcriber that hears each frame after the streaming noise reducer: under a
// fan's or an office's steady noise the recognisers lose most words, and the energy speech
// detector cuts utterances better on the cleaned signal too. In a quiet room the reducer
// leaves the audio alone (see its gate), so the cost there is its 32 ms of delay.
import { createNoiseReducer } from '../audio/noise-reducer';
import type { Transcriber } from './transcriber';

export function withNoiseReduction(transcriber: Transcriber): Transcriber {
  const reducer = createNoiseReducer();
  return { ...transcriber, push: (frame) => transcriber.push(reducer.process(frame)) };
}
