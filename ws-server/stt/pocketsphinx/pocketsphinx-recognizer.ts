// Offline recognition with Debian's pocketsphinx_continuous. One process per utterance,
// started when the VAD hears speech and fed raw PCM on stdin while the person talks, so
// loading the model (~0.3 s) and most decoding overlap the speech itself. When stdin closes
// it prints the last hypothesis and exits. Lines printed before that (its own VAD split the
// utterance at a pause) are interim text.
import { spawn } from 'node:child_process';
import { pcmDurationMs } from '../../audio/pcm';
import type { RecognitionJob, UtteranceRecognizer } from '../utterance-recognizer';
import { TranscriberError, TRANSCRIPTION_FAILED } from '../transcriber';
import { adaptableAcousticModel } from './acoustic-model-dir';
import { lastCepstralMean } from './cepstral-mean';
import { locatePocketsphinx } from './install-check';

export interface PocketsphinxOptions {
  binary?: string;
  modelDir?: string;
  /** Grace after the utterance ends, on top of its own duration, before the process is killed. */
  timeoutMs?: number;
  /**
   * Silence after which pocketsphinx's own VAD closes a segment and prints its text while the
   * utterance goes on: that text is what lets a finished question be answered early.
   */
  pauseMs?: number;
}

/** Tuned with bench:interview-replay: shorter splits clauses, longer delays the early answer. */
export const POCKETSPHINX_PAUSE_MS = 250;

export function createPocketsphinxRecognizer(options: PocketsphinxOptions = {}): UtteranceRecognizer {
  const paths = locatePocketsphinx(options.binary, options.modelDir);
  const graceMs = options.timeoutMs ?? 15_000;
  const pauseFrames = String(Math.max(1, Math.round((options.pauseMs ?? POCKETSPHINX_PAUSE_MS) / 10))); // 10 ms frames
  const acoustic = adaptableAcousticModel(paths.hmm);
  // The log goes to stderr: it reports the cepstral mean each utterance ends with (and errors).
  const args = ['-infile', '/dev/stdin', '-hmm', acoustic.hmm, '-lm', paths.lm, '-dict', paths.dict, '-vad_postspeech', pauseFrames];

  return {
    begin({ onPartial, adaptation, interim }): RecognitionJob {
      const cepstralMean = adaptation?.cepstralMean ?? acoustic.defaultCepstralMean;
      const run = [...args, ...(cepstralMean ? ['-cmninit', cepstralMean] : [])];
      // Node's stdio "pipes" are socketpairs, which pocketsphinx cannot open as /dev/stdin;
      // `cat` turns ours into a real pipe. Its own process group lets abort() end both.
      const child = spawn('/bin/sh', ['-c', 'cat | exec "$0" "$@"', paths.binary, ...run], { stdio: ['pipe', 'pipe', 'pipe'], detached: true });
      const kill = () => {
        try {
          if (child.pid) process.kill(-child.pid, 'SIGKILL');
        } catch {
          // already gone
        }
      };
      const lines: string[] = [];
      let stdoutTail = '';
      let stderrLine = '';
      let errors = '';
      let learntMean: string | undefined;
      let bytes = 0;
      let ended = false;
      let failure: Error | undefined;

      child.stdin.on('error', () => undefined); // EPIPE when the process died: reported on exit
      child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
        const parts = (stdoutTail + chunk).split('\n');
        stdoutTail = parts.pop() ?? '';
        const fresh = parts.map((l) => l.trim()).filter(Boolean);
        if (fresh.length === 0) return;
        lines.push(...fresh);
        if (!ended) onPartial?.(lines.join(' '));
      });
      child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
        const lines = (stderrLine + chunk).split('\n');
        stderrLine = lines.pop() ?? '';
        for (const line of lines) {
          learntMean = lastCepstralMean(line) ?? learntMean;
          // Only errors are kept for the failure message: INFO lines may quote the hypothesis.
          if (/^(?:ERROR|FATAL)/.test(line)) errors = `${errors} ${line}`.slice(-500);
        }
      });
      child.on('error', (error) => (failure = error));

      const exited = new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)));

      return {
        write(pcm) {
          if (ended || child.stdin.destroyed) return;
          bytes += pcm.length;
          child.stdin.write(pcm);
        },
        async end() {
          ended = true;
          child.stdin.end();
          const timer = setTimeout(kill, graceMs + pcmDurationMs(bytes));
          try {
            const code = await exited;
            if (stdoutTail.trim()) lines.push(stdoutTail.trim());
            learntMean = lastCepstralMean(stderrLine) ?? learntMean;
            if (failure || code !== 0) {
              const why = failure?.message ?? (code === null ? 'killed after the time limit' : `exit code ${code}`);
              throw new TranscriberError('stt_failed', TRANSCRIPTION_FAILED, `pocketsphinx: ${why} ${errors.trim()}`.trim());
            }
            // A final carries what it learnt to the channel's next utterance; an interim pass
            // over part of the audio does not.
            if (adaptation && !interim && learntMean) adaptation.cepstralMean = learntMean;
            return lines.join(' ');
          } finally {
            clearTimeout(timer);
          }
        },
        abort() {
          ended = true;
          child.stdin.destroy();
          kill();
        },
      };
    },
  };
}
