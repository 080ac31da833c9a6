// npm run bench:interview-replay [-- --script NAME] [--engine moonshine|offline|deepgram|openai] [--wer-only]
// BENCH_TRACE=1 also prints each session's timeline (said, heard, answered) to stderr;
// BENCH_LANGUAGE=auto sends Auto-detect in hello instead of each script's language;
// BENCH_SPEAKER_NOISE=0.15 has the fake Deepgram give 15% of the words to another voice.
// Scripted interviews (scripts/*.json) spoken by flite and streamed in real time into the real
// ws-server in auto mode, with a fake model whose first token comes after BENCH_FIRST_TOKEN_MS
// (0 by default: model time excluded). Run once with the offline recogniser (pocketsphinx, as
// the server builds it) and once with the Deepgram adapter against a local fake Deepgram
// replaying the script's words with its endpointing. Prints, per script and overall: questions
// answered, missed, false triggers, multi-part questions answered once, follow-ups asked with
// their question as context, who asked (each answer's interviewer label against the voice the
// script gave its question), end of question speech → first answer chunk p50/p95/max, and the
// word error rate of the final transcripts. Scripts in other languages (their `language`) are
// played with the OpenAI-compatible adapter against a local fake that replays each utterance's
// scripted text (`openai`), their audio English stand-in words of the same length; English
// scripts with the other engines. Needs Debian's flite, pocketsphinx and pocketsphinx-en-us.
// Figures are printed, never asserted.
import os from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { createEngines, type Engines } from '../../ws-server/engines';
import { parseConfig } from '../../ws-server/config';
import { createWsServer } from '../../ws-server/server';
import { memoryStores, startLocalAuth, type LocalAuth } from '../ws-support';
import { startFakeDeepgramReplay } from './fake-deepgram-replay';
import { startFakeOpenAiTranscription } from './fake-openai-transcription';
import { formatEngine } from './format-report';
import { formatTrace } from './format-trace';
import { renderScript, type RenderedScript } from './render-script';
import { replayAnswerEngine } from './replay-answer-engine';
import { loadScripts, type ReplayScript } from './replay-script';
import { replaySession } from './replay-session';
import { scoreSession, type SessionScore } from './score-session';

const FIRST_TOKEN_MS = Number(process.env.BENCH_FIRST_TOKEN_MS ?? 0);
/** The fake Deepgram gives this share of words to another voice, as a live diarizer sometimes does. */
const SPEAKER_NOISE = Number(process.env.BENCH_SPEAKER_NOISE ?? 0);
/** Offline sessions played at once: each decodes with pocketsphinx, so more than the cores skews latency. */
const OFFLINE_CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 1);

const ENGINE_NAMES = ['offline', 'moonshine', 'deepgram', 'openai'] as const;
const LANGUAGE_OVERRIDE = process.env.BENCH_LANGUAGE;

/** A script in another language than English: only the replaying fake OpenAI-compatible server can play it. */
const otherLanguage = (s: ReplayScript) => s.language !== undefined && s.language !== 'en';
type EngineName = (typeof ENGINE_NAMES)[number];

function engineName(name: string): EngineName {
  const known = ENGINE_NAMES.find((e) => e === name);
  if (!known) throw new Error(`unknown --engine ${name}; expected one of ${ENGINE_NAMES.join(', ')}`);
  return known;
}

async function main(): Promise<void> {
  process.env.LOG_LEVEL ??= 'error';
  const { values } = parseArgs({ options: { script: { type: 'string', multiple: true }, engine: { type: 'string', multiple: true }, 'wer-only': { type: 'boolean' } } });
  const werOnly = values['wer-only'] === true;
  // The product's default offline recogniser (Moonshine) unless one is named; `offline` is pocketsphinx.
  const engines = (values.engine ?? (werOnly ? ['moonshine'] : ['moonshine', 'deepgram', 'openai'])).map(engineName);
  const scripts = loadScripts(join(__dirname, 'scripts')).filter((s) => !values.script || values.script.includes(s.name));
  if (scripts.length === 0) throw new Error(`no script named ${values.script?.join(', ')}`);
  const rendered = scripts.map(renderScript);
  const questions = new Set(rendered.flatMap((r) => r.sentences.filter((s) => s.kind === 'question').map((s) => `${r.script.name}/${s.topic}`))).size;
  const seconds = rendered.reduce((n, r) => n + r.pcm.length / 32_000, 0);
  console.log(
    `interview-replay: ${rendered.length} scripts, ${questions} questions, ${Math.round(seconds)} s of speech and pauses; fake model first token ${FIRST_TOKEN_MS} ms; machine load ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} cores`,
  );
  const auth = await startLocalAuth();
  try {
    for (const engine of engines) {
      const playable = rendered.filter((r) => (engine === 'openai') === otherLanguage(r.script));
      if (playable.length === 0) continue;
      if (engine === 'openai') {
        const { scores, forms } = await runOpenAi(auth, playable);
        console.log(formatEngine('openai-compatible adapter (local fake replaying each utterance\'s scripted text, in order; audio: English stand-in words of the same length)', scores, werOnly));
        console.log(`  uploads ${forms.uploads}, with a language field ${forms.withLanguage}, naming the session's language ${forms.matchingLanguage}; refused forms ${forms.badForms.length}${forms.badForms.length ? ` (${forms.badForms.slice(0, 3).join('; ')})` : ''}`);
        continue;
      }
      const scores = engine === 'deepgram' ? await runDeepgram(auth, playable) : await runOffline(auth, playable, engine);
      const title =
        engine === 'deepgram'
          ? `deepgram adapter (local fake Deepgram replaying the script, perfect words, endpointing as configured, diarized words${SPEAKER_NOISE > 0 ? `, ${Math.round(SPEAKER_NOISE * 100)}% of them given to another voice` : ''})`
          : `offline (${engine === 'moonshine' ? `Moonshine ${process.env.MOONSHINE_MODEL ?? 'tiny'}` : 'pocketsphinx'}, ${OFFLINE_CONCURRENCY} sessions at a time)`;
      console.log(formatEngine(title, scores, werOnly));
    }
  } finally {
    await auth.close();
  }
}

async function runOffline(auth: LocalAuth, rendered: RenderedScript[], provider: 'offline' | 'moonshine') {
  const engines = await createEngines(parseConfig({ ...passThrough(/^(STT_OFFLINE_|POCKETSPHINX_|MOONSHINE_)/), NODE_ENV: 'test', STT_PROVIDER: provider }).engines);
  const queue = [...rendered];
  const scores: { name: string; score: SessionScore }[] = [];
  const worker = async () => {
    for (let r = queue.shift(); r; r = queue.shift()) scores.push({ name: r.script.name, score: await playOne(auth, engines, r) });
  };
  await Promise.all(Array.from({ length: OFFLINE_CONCURRENCY }, worker));
  return order(scores, rendered);
}

async function runDeepgram(auth: LocalAuth, rendered: RenderedScript[]) {
  const scores = await Promise.all(
    rendered.map(async (r) => {
      const fake = await startFakeDeepgramReplay(r.sentences, SPEAKER_NOISE);
      try {
        const engines = await createEngines(
          parseConfig({ ...passThrough(/^DEEPGRAM_(ENDPOINTING|UTTERANCE)/), NODE_ENV: 'test', STT_PROVIDER: 'deepgram', DEEPGRAM_API_KEY: 'bench-key', DEEPGRAM_URL: fake.url }).engines,
        );
        return { name: r.script.name, score: await playOne(auth, engines, r) };
      } finally {
        await fake.close();
      }
    }),
  );
  return order(scores, rendered);
}

async function runOpenAi(auth: LocalAuth, rendered: RenderedScript[]) {
  const forms = { uploads: 0, withLanguage: 0, matchingLanguage: 0, badForms: [] as string[] };
  const scores = await Promise.all(
    rendered.map(async (r) => {
      const language = LANGUAGE_OVERRIDE && LANGUAGE_OVERRIDE !== 'auto' ? LANGUAGE_OVERRIDE : r.script.language;
      const fake = await startFakeOpenAiTranscription(r.sentences, LANGUAGE_OVERRIDE === 'auto' ? undefined : language?.split('-')[0]);
      try {
        const engines = await createEngines(parseConfig({ NODE_ENV: 'test', STT_PROVIDER: 'openai', STT_OPENAI_BASE_URL: fake.url, STT_OPENAI_API_KEY: 'bench-key' }).engines);
        return { name: r.script.name, score: await playOne(auth, engines, r, 'all') };
      } finally {
        forms.uploads += fake.stats.uploads;
        forms.withLanguage += fake.stats.withLanguage;
        forms.matchingLanguage += fake.stats.matchingLanguage;
        forms.badForms.push(...fake.stats.badForms);
        await fake.close();
      }
    }),
  );
  return { scores: order(scores, rendered), forms };
}

/** One server per script (sharing the engines' recogniser pool), so each model's requests belong to one session. */
async function playOne(auth: LocalAuth, engines: Engines, r: RenderedScript, transcriptionLanguages?: 'all'): Promise<SessionScore> {
  const model = replayAnswerEngine(FIRST_TOKEN_MS);
  const server = await createWsServer({
    config: { port: 0, host: '127.0.0.1', supabaseUrl: auth.url, supabaseSecretKey: 'sb_secret_bench_unused_000000', anyOrigin: true },
    ...memoryStores(),
    createTranscriber: engines.createTranscriber,
    transcriptionName: engines.transcriptionName,
    answerEngine: model,
    ...(transcriptionLanguages ? { transcriptionLanguages } : {}),
  });
  try {
    const received = await replaySession(server.url, auth.token(), r, LANGUAGE_OVERRIDE);
    const score = scoreSession(r.sentences, received, model.requests);
    if (process.env.BENCH_TRACE) {
      console.error(formatTrace(r.script.name, r.sentences, received));
      console.error(`latency by question (ms): ${score.latencyByQuestion.map((l) => `${l.label} ${Math.round(l.ms)}`).join(', ')}`);
    }
    return score;
  } finally {
    await server.close();
  }
}

function passThrough(names: RegExp): Record<string, string> {
  return Object.fromEntries(Object.entries(process.env).filter((e): e is [string, string] => names.test(e[0]) && e[1] !== undefined));
}

function order<T extends { name: string }>(scores: T[], rendered: RenderedScript[]): T[] {
  const names = rendered.map((r) => r.script.name);
  return scores.sort((a, b) => names.indexOf(a.name) - names.indexOf(b.name));
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
