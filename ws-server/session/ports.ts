// What a session needs from the engines, as small interfaces the server wires to the real
// adapters (stt/, llm/) and tests or benchmarks wire to fakes. Each is defined beside the
// engines that implement it; this is where the session and its tests find them.
export type { TranscriberContext, TranscriberFactory } from '../stt/transcriber-factory';
export type { AnswerEngine, AnswerRequest } from '../llm/answer-engine';
