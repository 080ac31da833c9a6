// BENCH_TRACE=1: one session's timeline, for finding why a question was missed or late. What
// the script said (with each sentence's end), the recogniser's interim and final texts, and each
// answer's first chunk, all on the script's clock in milliseconds.
import type { TimedSentence } from './render-script';
import type { Received } from './replay-session';

export function formatTrace(name: string, sentences: TimedSentence[], received: Received[]): string {
  const rows: [number, string][] = sentences.map((s) => [s.endMs, `said ${s.kind === 'question' ? `Q ${s.topic ?? ''}` : 'statement'} (from ${Math.round(s.startMs)}): ${s.text}`]);
  const seenAnswers = new Set<string>();
  for (const { atMs, message: m } of received) {
    if (m.type === 'transcript' && m.speech_final === true) rows.push([atMs, `  final ${String(m.id)}: ${String(m.transcription)}`]);
    else if (m.type === 'transcript') rows.push([atMs, `  interim ${String(m.id)}: ${String(m.transcription)}`]);
    else if (m.type === 'answer' && !seenAnswers.has(String(m.id))) {
      seenAnswers.add(String(m.id));
      rows.push([atMs, `    answer ${String(m.question_id)}: ${String(m.question ?? '')}`]);
    } else if (m.type === 'answer' && m.speech_final === true && m.status === 'aborted') rows.push([atMs, `    aborted ${String(m.question_id)}`]);
  }
  rows.sort((a, b) => a[0] - b[0]);
  return [`--- ${name}`, ...rows.map(([at, text]) => `${String(Math.round(at)).padStart(7)} ${text}`)].join('\n');
}
