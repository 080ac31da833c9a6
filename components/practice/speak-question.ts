import { findLanguage } from '@/lib/language/languages';
import { chooseVoice } from './choose-voice';

/**
 * Speaks the interviewer's question with the browser's speech synthesis, in a voice of the
 * question's language when the browser has one (choose-voice.ts); with none (headless browsers
 * have no voices at all) the caption alone asks it. Resolves when the speech ends, so the
 * microphone can stay muted meanwhile: without echo cancellation it would otherwise take the
 * question for the candidate's answer.
 */
const MAX_SPEAKING_MS = 30_000;

export function speakQuestion(text: string, language = 'en'): Promise<void> {
  const synth = typeof window !== 'undefined' ? window.speechSynthesis : undefined;
  const voice = synth ? chooseVoice(synth.getVoices(), language) : undefined;
  if (!synth || !voice) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    // A voice that never reports its end must not keep the microphone muted.
    const timer = setTimeout(done, MAX_SPEAKING_MS);
    const utterance = new SpeechSynthesisUtterance(text);
    utterance.voice = voice;
    // The language too: some engines read numbers and abbreviations by it, not by the voice.
    utterance.lang = voice.lang || (findLanguage(language)?.voiceTag ?? language);
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
