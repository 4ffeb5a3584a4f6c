import { createSseParser, type SseEvent } from './sse-parser';

function parse(chunks: readonly string[]): SseEvent[] {
  const events: SseEvent[] = [];
  const parser = createSseParser((event) => events.push(event));
  for (const chunk of chunks) parser.push(chunk);
  parser.end();
  return events;
}

const progress = (sent: number) => `event: progress\ndata: {"sent":${sent}}\n\n`;

describe('createSseParser', () => {
  it('reads one event with its name and data', () => {
    expect(parse([progress(1)])).toEqual([{ event: 'progress', data: '{"sent":1}' }]);
  });

  it('reads several events arriving in one chunk, in order', () => {
    expect(parse([progress(1) + progress(2) + progress(3)]).map((e) => e.data)).toEqual([
      '{"sent":1}',
      '{"sent":2}',
      '{"sent":3}',
    ]);
  });

  it('joins an event split mid-line, mid-field and between its lines across chunks', () => {
    const text = progress(500) + progress(1000);
    const everySplit = Array.from({ length: text.length - 1 }, (_, i) => [
      text.slice(0, i + 1),
      text.slice(i + 1),
    ]);
    for (const chunks of everySplit) {
      expect(parse(chunks)).toEqual([
        { event: 'progress', data: '{"sent":500}' },
        { event: 'progress', data: '{"sent":1000}' },
      ]);
    }
    expect(parse(text.split(''))).toHaveLength(2);
  });

  it('skips comments and keep-alives, and blank lines without data', () => {
    expect(parse([': connected\n\n', ':ping\n', '\n', progress(4), ': keep-alive\n\n'])).toEqual([
      { event: 'progress', data: '{"sent":4}' },
    ]);
  });

  it('takes CRLF and CR line ends, even a CRLF split between chunks', () => {
    expect(parse(['event: progress\r', '\ndata: a\r\n\r\n', 'data: b\r\r'])).toEqual([
      { event: 'progress', data: 'a' },
      { event: 'message', data: 'b' },
    ]);
  });

  it('joins multi-line data with line breaks and keeps the id', () => {
    expect(parse(['id: 7\ndata: one\ndata:two\n\n'])).toEqual([
      { event: 'message', data: 'one\ntwo', id: '7' },
    ]);
  });

  it('drops an event the stream ended before closing', () => {
    expect(parse([progress(1), 'event: progress\ndata: {"sent":2}\n'])).toHaveLength(1);
  });
});
