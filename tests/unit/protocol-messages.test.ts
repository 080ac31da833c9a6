import { checkAudioFrame, CLOSE_CODES, LIMITS, parseClientMessage, serverMessage } from '@/lib/protocol';

describe('protocol v1: client messages', () => {
  it('accepts hello with token, documents and mode, defaulting mode to manual', () => {
    expect(parseClientMessage(JSON.stringify({ type: 'hello', access_token: 'jwt', resume: 'r', jobDescription: 'j', mode: 'auto' }))).toEqual({
      ok: true,
      message: { type: 'hello', access_token: 'jwt', resume: 'r', jobDescription: 'j', mode: 'auto', purpose: 'interview' },
    });
    const bare = parseClientMessage('{"type":"hello","access_token":"jwt"}');
    expect(bare.ok && bare.message.type === 'hello' && bare.message.mode).toBe('manual');
  });

  it('accepts resume, job_description and trigger_response as the browser sends them', () => {
    for (const message of [{ type: 'resume', data: 'text' }, { type: 'job_description', data: '' }, { type: 'trigger_response', question: 'Why us?' }]) {
      expect(parseClientMessage(JSON.stringify(message))).toEqual({ ok: true, message });
    }
  });

  it('refuses malformed messages with a readable reason and never throws', () => {
    const cases = ['not json', '[]', 'null', '{"type":"nope"}', '{"type":"hello"}', '{"type":"trigger_response","question":"   "}', '{"type":"resume","data":42}', '{"type":"hello","access_token":"t","mode":"loud"}'];
    for (const text of cases) {
      const parsed = parseClientMessage(text);
      expect(parsed.ok).toBe(false);
      if (!parsed.ok) expect(parsed.error).toMatch(/^(Invalid message|Message is not valid JSON)/);
    }
    expect(parseClientMessage(JSON.stringify({ type: 'resume', data: 'x'.repeat(LIMITS.maxDocumentChars + 1) })).ok).toBe(false);
  });

  it('survives fuzzed input', () => {
    let seed = 42;
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
    const pieces = ['{', '}', '"type"', ':', '"hello"', '"resume"', ',', '[', ']', 'null', '1e999', '"\\u0000"', 'true', '"data"'];
    for (let i = 0; i < 2000; i++) {
      const text = Array.from({ length: Math.floor(random() * 12) }, () => pieces[Math.floor(random() * pieces.length)]).join('');
      expect(() => parseClientMessage(text)).not.toThrow();
    }
  });

  it('checks binary audio frames', () => {
    expect(checkAudioFrame(3200)).toBe('ok');
    expect(checkAudioFrame(0)).toBe('malformed');
    expect(checkAudioFrame(3201)).toBe('malformed');
    expect(checkAudioFrame(LIMITS.maxAudioFrameBytes + 2)).toBe('too_large');
  });
});

describe('protocol v1: server messages and close codes', () => {
  it('describes every server message of protocol v1', () => {
    const messages = [
      { type: 'ready', protocol: 1, session_id: 's1', source: 'mic', mode: 'auto', transcription: 'offline', answers: 'offline', used: 1.5, limit: 30 },
      { type: 'transcript', id: 'u1', transcription: 'tell me about', speech_final: false, ai_answer: false },
      { type: 'answer', id: 'a1', question_id: 'u1.1', trigger: 'auto', question: 'Tell me about yourself.', group_id: 'u1', part: 1, parts: 2, transcription: 'I ', ai_answer: true, speech_final: false, source: 'ai' },
      { type: 'answer', id: 'a1', question_id: 'u1.1', trigger: 'auto', group_id: 'u1', part: 1, parts: 2, transcription: '', ai_answer: true, speech_final: true, source: 'ai', latency_ms: 420, status: 'complete' },
      { type: 'answer', id: 'a2', question_id: 'm1', trigger: 'manual', transcription: '', ai_answer: true, speech_final: true, source: 'offline', status: 'aborted' },
      { type: 'credit', used: 2, limit: 30 },
      { type: 'credit_limit', used: 30, limit: 30, expire_msg: 'Upgrade to continue.' },
      { type: 'error', code: 'bad_message', message: 'Invalid message' },
      { type: 'error', code: 'answer_failed', message: 'The answer could not be produced.', question_id: 'm1' },
    ];
    for (const m of messages) expect(serverMessage.parse(m)).toEqual(m);
    expect(serverMessage.safeParse({ type: 'transcript', id: 'u1', transcription: 'x', speech_final: true, ai_answer: true }).success).toBe(false);
    // An answer must say what asked its question: the client links it by that, not by its id.
    expect(serverMessage.safeParse({ type: 'answer', id: 'a1', question_id: 'm1', transcription: '', ai_answer: true, speech_final: true, source: 'ai' }).success).toBe(false);
  });

  it('uses the close codes of protocol v1', () => {
    expect(CLOSE_CODES).toMatchObject({ notAuthenticated: 4401, creditLimit: 4402, helloTimeout: 4408, tooLarge: 4413, tooFast: 4429, internal: 1011 });
  });
});
