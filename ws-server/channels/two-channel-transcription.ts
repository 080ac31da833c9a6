// The audio of a /both socket: each tagged frame goes to its channel's own transcription
// (its own voice-activity detection and recogniser stream, replaced on failure like any
// other), and every transcript leaves labelled with its speaker. Microphone utterance ids
// are prefixed "c-" so they never collide with the tab's (which questions link to). The
// microphone's finals pass the echo gate first: the interviewer heard through the candidate's
// speakers is dropped, not shown as the candidate's words.
import { writeLog } from '../../lib/logging/write-log';
import { CHANNEL_SPEAKERS, decodeChannelFrame, type AudioChannel, type Interviewer, type ServerMessage, type TranscriptMessage } from '../../lib/protocol';
import type { TranscriberContext, TranscriberFactory } from '../stt/transcriber-factory';
import { ChannelTranscription } from './channel-transcription';
import type { TranscriptEvent, TranscriptionRoute } from '../stt/transcriber';
import { EchoGate, type EchoGateOptions } from './echo-gate';

const CANDIDATE_ID_PREFIX = 'c-';

export interface TwoChannelTranscriptionOptions {
  factory: TranscriberFactory;
  context(channel: AudioChannel): TranscriberContext;
  send(message: ServerMessage): void;
  /** A final utterance of the interviewer (the tab): what questions are detected in. */
  onInterviewerFinal(utteranceId: string, text: string): void;
  /** An interim of the interviewer; `atPause` when it runs up to a pause (auto mode may start answering). */
  onInterviewerInterim?(utteranceId: string, text: string, atPause: boolean): void;
  /** A final utterance of the candidate that is not an echo of the tab. */
  onCandidateFinal(utteranceId: string, text: string): void;
  /** The microphone's PCM (practice scores the candidate's audio). */
  onCandidateAudio?(pcm: Buffer): void;
  /** Every final with text of either channel, as the engine gave it (language, confidence). */
  onFinalEvent?(event: TranscriptEvent, channel: AudioChannel): void;
  /** A channel's recogniser changed (failed over to the offline one, or the cloud came back). */
  onRoute?(route: TranscriptionRoute, channel: AudioChannel): void;
  /** Which interviewer of a panel said a tab final (the candidate's microphone is never a panel's). */
  interviewerOf?(utteranceId: string, text: string, voice: string | undefined): Interviewer | undefined;
  now(): number;
  conn: string;
  echo?: Partial<Omit<EchoGateOptions, 'now'>>;
}

export class TwoChannelTranscription {
  private readonly channels: Record<AudioChannel, ChannelTranscription>;
  private readonly gate: EchoGate;
  /** Microphone utterances whose interim text reached the client: an echo must still end them. */
  private readonly shownMic = new Set<string>();

  constructor(private readonly o: TwoChannelTranscriptionOptions) {
    this.gate = new EchoGate({ now: o.now, tabBusy: () => this.channels.tab.busy(), ...o.echo });
    const channel = (name: AudioChannel, send: (m: ServerMessage, spokenAgoMs?: number) => void) =>
      new ChannelTranscription({
        factory: o.factory,
        context: () => o.context(name),
        send,
        onFinal: () => undefined,
        // Only the interviewer's pauses may start an answer early.
        onInterim: name === 'tab' ? (id, text, atPause) => o.onInterviewerInterim?.(id, text, atPause) : undefined,
        onFinalEvent: (event) => o.onFinalEvent?.(event, name),
        onRoute: (route) => o.onRoute?.(route, name),
        ...(name === 'tab' && o.interviewerOf ? { interviewerOf: o.interviewerOf } : {}),
        conn: `${o.conn}/${name}`,
      });
    this.channels = {
      tab: channel('tab', (m, spokenAgoMs) => (m.type === 'transcript' ? this.fromTab(m, spokenAgoMs) : o.send(m))),
      mic: channel('mic', (m, spokenAgoMs) => (m.type === 'transcript' ? this.fromMic(m, spokenAgoMs) : o.send(m))),
    };
  }

  get echoStats(): { micFinals: number; echoes: number } {
    return { ...this.gate.stats };
  }

  start(): void {
    this.channels.tab.start();
    this.channels.mic.start();
  }

  /** One tagged frame; false when it is not a valid /both frame. */
  push(frame: Buffer): boolean {
    const decoded = decodeChannelFrame(frame);
    if (!decoded.ok) return false;
    const pcm = frame.subarray(decoded.offset);
    this.channels[decoded.channel].push(pcm);
    if (decoded.channel === 'mic') this.o.onCandidateAudio?.(pcm);
    return true;
  }

  /** The socket is ending: the interviewer's last words (the tab) are waited for, at most `withinMs`; then all closes. */
  async finish(withinMs: number): Promise<void> {
    await this.channels.tab.finish(withinMs);
    this.close();
  }

  close(): void {
    this.channels.tab.close();
    this.channels.mic.close();
    this.gate.close();
    this.shownMic.clear();
    const { micFinals, echoes } = this.gate.stats;
    if (micFinals > 0) writeLog('info', 'ws_echo_summary', { conn: this.o.conn, mic_finals: micFinals, echoes_dropped: echoes });
  }

  private fromTab(m: TranscriptMessage, spokenAgoMs?: number): void {
    this.gate.tabHeard(m.id, m.transcription, m.speech_final, spokenAgoMs);
    this.o.send({ ...m, speaker: CHANNEL_SPEAKERS.tab });
    if (m.speech_final && m.transcription.trim()) this.o.onInterviewerFinal(m.id, m.transcription);
  }

  private fromMic(m: TranscriptMessage, spokenAgoMs?: number): void {
    const id = CANDIDATE_ID_PREFIX + m.id;
    const out: TranscriptMessage = { ...m, id, speaker: CHANNEL_SPEAKERS.mic };
    if (!m.speech_final) {
      if (this.gate.micInterim(m.id, m.transcription)) return;
      this.shownMic.add(id);
      if (this.shownMic.size > 64) this.shownMic.delete(this.shownMic.values().next().value as string);
      return this.o.send(out);
    }
    const shown = this.shownMic.delete(id);
    if (!m.transcription.trim()) {
      if (shown) this.o.send(out);
      return;
    }
    this.gate.micFinal(m.id, m.transcription, (echo) => {
      if (echo) {
        // The client drops a post whose final is empty.
        if (shown) this.o.send({ ...out, transcription: '' });
        return;
      }
      this.o.send(out);
      this.o.onCandidateFinal(id, m.transcription);
    }, spokenAgoMs);
  }
}
