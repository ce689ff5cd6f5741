/**
 * Reads a Chat Completions answer as it streams: server-sent events whose `data:` lines each carry a
 * chunk (`choices[0].delta.content`), ended by `data: [DONE]`. Text arrives in pieces that may cut a
 * line anywhere; only whole lines are read.
 */
export type CompletionStream = {
  /** reads a piece of the answer's text; answers whether the content grew */
  push(text: string): boolean;
  /** the content so far */
  content(): string;
  /** whether any event came (an answer that was not streamed has none) */
  streamed(): boolean;
  /** whether the service stopped because the answer reached its length limit */
  truncated(): boolean;
  /** the message of an error the service sent inside the stream, if it did */
  failure(): string | null;
};

type Chunk = {
  choices?: { delta?: { content?: unknown }; finish_reason?: unknown }[];
  error?: { message?: unknown };
};

export function completionStream(): CompletionStream {
  let pending = '';
  const parts: string[] = [];
  let events = 0;
  let cutShort = false;
  let error: string | null = null;

  const readLine = (line: string): boolean => {
    const data = /^data:\s?(.*)$/.exec(line.replace(/\r$/, ''))?.[1];
    if (data === undefined) return false;
    events += 1;
    if (data.trim() === '[DONE]') return false;
    let chunk: Chunk;
    try {
      chunk = JSON.parse(data) as Chunk;
    } catch {
      return false;
    }
    if (chunk.error) {
      error = typeof chunk.error.message === 'string' ? chunk.error.message : 'error';
      return false;
    }
    const choice = chunk.choices?.[0];
    if (choice?.finish_reason === 'length') cutShort = true;
    const content = choice?.delta?.content;
    if (typeof content !== 'string' || content === '') return false;
    parts.push(content);
    return true;
  };

  return {
    push(text) {
      pending += text;
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      let grew = false;
      for (const line of lines) grew = readLine(line) || grew;
      return grew;
    },
    content: () => parts.join(''),
    streamed: () => events > 0,
    truncated: () => cutShort,
    failure: () => error,
  };
}

/** The content of a Chat Completions answer that was not streamed (one JSON object), or null. */
export function completionContent(body: string): string | null {
  try {
    const answer = JSON.parse(body) as { choices?: { message?: { content?: unknown } }[] };
    const content = answer.choices?.[0]?.message?.content;
    return typeof content === 'string' ? content : null;
  } catch {
    return null;
  }
}
