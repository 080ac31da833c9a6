import { readChatCompletionChunk } from '../../ws-server/llm/openai-chat/chat-completion-chunk';
import { ServerSentEvents } from '../../ws-server/http/server-sent-events';

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
