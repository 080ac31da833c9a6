// What the same voice said just before an utterance: the previous utterance's audio (16-bit mono
// PCM at 16 kHz) and the text read from it. A recogniser that can hear it reads the utterance as
// the continuation it is, so words cut at a pause are not misheard for lack of what came first.
export interface SpokenContext {
  pcm: Buffer;
  text: string;
}
