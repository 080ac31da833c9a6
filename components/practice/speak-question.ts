/**
 * Speaks the interviewer's question with the browser's speech synthesis, when the browser has
 * a voice (headless browsers have none: then the caption alone asks it). Resolves when the
 * speech ends, so the microphone can stay muted meanwhile: without echo cancellation it would
 * otherwise take the question for the candidate's answer.
 */
const MAX_SPEAKING_MS = 30_000;

export function speakQuestion(text: string): Promise<void> {
  const synth = typeof window !== 'undefined' ? window.speechSynthesis : undefined;
  if (!synth || synth.getVoices().length === 0) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    // A voice that never reports its end must not keep the microphone muted.
    const timer = setTimeout(done, MAX_SPEAKING_MS);
    const utterance = new SpeechSynthesisUtterance(text);
    const voice = synth.getVoices().find((v) => v.lang.startsWith('en') && v.default) ?? synth.getVoices().find((v) => v.lang.startsWith('en'));
    if (voice) utterance.voice = voice;
    utterance.rate = 1;
    utterance.onend = done;
    utterance.onerror = done;
    synth.cancel();
    synth.speak(utterance);
  });
}

export function stopSpeaking(): void {
  if (typeof window !== 'undefined') window.speechSynthesis?.cancel();
}
