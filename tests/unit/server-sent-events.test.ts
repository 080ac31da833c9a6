import { readChatCompletionChunk } from '../../ws-server/llm/openai-chat/chat-completion-chunk';
import { EventTooLargeError, ServerSentEvents } from '../../ws-server/http/server-sent-events';

describe('ServerSentEvents', () => {
  it('yields each event once its blank line arrives, across pieces cut anywhere', () => {
    const stream = 'data: {"a":1}\n\ndata: {"b":2}\n\ndata: [DONE]\n\n';
    for (let cut = 1; cut < stream.length; cut++) {
      const sse = new ServerSentEvents();
      const events = [...sse.push(stream.slice(0, cut)), ...sse.push(stream.slice(cut))];
      expect(events).toEqual(['{"a":1}', '{"b":2}', '[DONE]']);
      expect(sse.end()).toBe(false);
    }
  });

  it('reads \\r\\n and \\r line ends, even a \\r\\n split between pieces', () => {
    const sse = new ServerSentEvents();
    expect(sse.push('data: one\r')).toEqual([]);
    // A \r that ends a piece may be half of a \r\n: the event it ends comes with the next piece.
    expect(sse.push('\n\r\ndata: two\r\r')).toEqual(['one']);
    expect(sse.push('data: three\r\r')).toEqual(['two']);
    expect(sse.push('\n')).toEqual(['three']);
  });

  it('joins multi-line data with \\n, takes "data:" with or without its space, skips comments and other fields', () => {
    const sse = new ServerSentEvents();
    expect(sse.push(': keep-alive\nevent: message\nid: 7\ndata: first\ndata:second\n\n')).toEqual(['first\nsecond']);
  });

  it('says when a stream stopped mid-event', () => {
    const sse = new ServerSentEvents();
    sse.push('data: {"choices":');
    expect(sse.end()).toBe(true);
    const between = new ServerSentEvents();
    between.push('data: {"a":1}\n\n: keep-alive\n');
    expect(between.end()).toBe(false);
  });
});

describe('ServerSentEvents bounds', () => {
  it('refuses a line without end once it outgrows the bound, whatever the pieces, and every piece after', () => {
    const sse = new ServerSentEvents({ maxEventChars: 4096 });
    expect(sse.push('data: {"choices":[{"delta":{"content":"')).toEqual([]);
    let fed = 0;
    const feedUntilRefused = () => {
      // Bounded, so a reader without the bound fails here instead of growing for ever.
      for (let i = 0; i < 1000; i++) {
        sse.push('a'.repeat(1000));
        fed += 1000;
      }
    };
    expect(feedUntilRefused).toThrow(EventTooLargeError);
    expect(fed).toBeLessThanOrEqual(4096);
    expect(() => sse.push('\n\n')).toThrow(EventTooLargeError);
    expect(sse.end()).toBe(true);
  });

  it('refuses data lines that never meet the blank line ending their event', () => {
    const sse = new ServerSentEvents({ maxEventChars: 4096 });
    expect(() => {
      for (let i = 0; i < 100; i++) sse.push(`data: ${'x'.repeat(100)}\n`);
    }).toThrow('over 4096 characters');
  });

  it('takes any number of events that each keep within it', () => {
    const sse = new ServerSentEvents({ maxEventChars: 4096 });
    const event = `data: ${'x'.repeat(4000)}\n\n`;
    let events = 0;
    for (let i = 0; i < 50; i++) events += sse.push(event).length;
    expect(events).toBe(50);
  });
});

describe('readChatCompletionChunk', () => {
  it('reads the text of a delta and the end of the answer', () => {
    expect(readChatCompletionChunk({ object: 'chat.completion.chunk', choices: [{ index: 0, delta: { content: 'I led' }, finish_reason: null }] })).toEqual({ text: 'I led', finished: false });
    expect(readChatCompletionChunk({ choices: [{ index: 0, delta: {}, finish_reason: 'stop' }] })).toEqual({ text: '', finished: true });
  });

  it('reads an error event', () => {
    expect(readChatCompletionChunk({ error: { message: 'overloaded', type: 'server_error' } }).error).toBe('overloaded');
  });

  it('reads anything else as no text', () => {
    for (const odd of [undefined, null, 'text', 42, [], {}, { choices: [] }, { choices: 'x' }, { choices: [{ delta: { content: 7 } }] }, { choices: [null] }]) {
      expect(readChatCompletionChunk(odd)).toEqual({ text: '', finished: false });
    }
  });
});
