/** One server-sent event: its `event` name ('message' when the server named none) and `data`. */
export interface SseEvent {
  event: string;
  data: string;
  id?: string;
}

/**
 * Reads a `text/event-stream` as it arrives (WHATWG HTML, "Server-sent events"): feed it each
 * decoded chunk, however the network split it (mid-line, mid-event, several events at once); it
 * calls `onEvent` for every complete event. Comment lines (keep-alives such as `: ping`) and
 * events without data are skipped.
 */
export function createSseParser(onEvent: (event: SseEvent) => void) {
  let buffer = '';
  let eventName = '';
  let data: string[] = [];
  let id: string | undefined;

  function dispatch() {
    if (data.length > 0) {
      onEvent({ event: eventName || 'message', data: data.join('\n'), ...(id ? { id } : {}) });
    }
    eventName = '';
    data = [];
  }

  function line(text: string) {
    if (text === '') return dispatch();
    if (text.startsWith(':')) return undefined;
    const colon = text.indexOf(':');
    const field = colon === -1 ? text : text.slice(0, colon);
    let value = colon === -1 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') eventName = value;
    else if (field === 'data') data.push(value);
    else if (field === 'id' && !value.includes('\0')) id = value;
    return undefined;
  }

  return {
    /** The next piece of the stream's text. */
    push(chunk: string) {
      buffer += chunk;
      // A line ends at CRLF, LF or CR; a CR last in the buffer may be the first half of a CRLF.
      for (;;) {
        const end = buffer.search(/\r\n|\n|\r(?!$)/);
        if (end === -1) break;
        const breakLength = buffer.startsWith('\r\n', end) ? 2 : 1;
        line(buffer.slice(0, end));
        buffer = buffer.slice(end + breakLength);
      }
    },
    /** The stream ended: an event not closed by a blank line is dropped, as browsers do. */
    end() {
      // A CR last in the stream was a whole line end after all.
      if (buffer.endsWith('\r')) line(buffer.slice(0, -1));
      buffer = '';
      eventName = '';
      data = [];
    },
  };
}
