import { describe, expect, it } from 'vitest';
import { completionContent, completionStream } from './assistant.sse.js';

const chunk = (delta: Record<string, unknown>, finish: string | null = null) =>
  `data: ${JSON.stringify({ object: 'chat.completion.chunk', choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;

describe('reading a streamed answer', () => {
  it('joins the content of every chunk, whatever pieces the text arrives in', () => {
    const text =
      chunk({ role: 'assistant', content: '' }) +
      chunk({ content: '{"text":' }) +
      chunk({ content: '"Hej"}' }) +
      'data: [DONE]\n\n';
    const stream = completionStream();
    const grew: boolean[] = [];
    for (let index = 0; index < text.length; index += 7) grew.push(stream.push(text.slice(index, index + 7)));
    stream.push('\n');
    expect(stream.content()).toBe('{"text":"Hej"}');
    expect(grew.filter(Boolean)).toHaveLength(2);
    expect(stream.streamed()).toBe(true);
    expect(stream.truncated()).toBe(false);
    expect(stream.failure()).toBeNull();
  });

  it('reads lines ended by CRLF and data without a space, and ignores comments and other fields', () => {
    const stream = completionStream();
    stream.push(': keep-alive\r\nevent: message\r\ndata:{"choices":[{"delta":{"content":"A"}}]}\r\n\r\n');
    stream.push('data: {"choices":[{"delta":{"content":"B"},"finish_reason":"length"}]}\n');
    expect(stream.content()).toBe('AB');
    expect(stream.truncated()).toBe(true);
  });

  it('tells an error the service sends inside the stream', () => {
    const stream = completionStream();
    stream.push('data: {"error":{"message":"overloaded"}}\n\n');
    expect(stream.failure()).toBe('overloaded');
    expect(stream.content()).toBe('');
  });

  it('sees no event in an answer that was not streamed', () => {
    const body = JSON.stringify({
      object: 'chat.completion',
      choices: [{ message: { role: 'assistant', content: '{}' } }],
    });
    const stream = completionStream();
    stream.push(`${body}\n`);
    expect(stream.streamed()).toBe(false);
    expect(completionContent(body)).toBe('{}');
    expect(completionContent('not json')).toBeNull();
    expect(completionContent('{"choices":[]}')).toBeNull();
  });
});
