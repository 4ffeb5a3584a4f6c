import { cstring, FrontendMessageReader, protocolMessage, STARTUP_CODES } from './wire-protocol';

const int32 = (n: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeInt32BE(n);
  return bytes;
};
const packet = (code: number, ...body: Buffer[]) => {
  const content = Buffer.concat([int32(code), ...body]);
  return Buffer.concat([int32(content.length + 4), content]);
};
const startup = packet(196_608, cstring('user'), cstring('postgres'), Buffer.from([0]));
const query = protocolMessage('Q', cstring('select 1'));
const sync = protocolMessage('S');

const kinds = (reader: FrontendMessageReader, ...chunks: Buffer[]) =>
  chunks
    .flatMap((chunk) => reader.push(chunk))
    .map((message) => (message.kind === 'message' ? message.type : message.kind));

describe('FrontendMessageReader', () => {
  it('reads the start-up packet, then typed messages, however the bytes are cut', () => {
    const bytes = Buffer.concat([startup, query, sync]);
    const oneByOne = [...bytes].map((byte) => Buffer.from([byte]));

    expect(kinds(new FrontendMessageReader(), bytes)).toEqual(['startup', 'Q', 'S']);
    expect(kinds(new FrontendMessageReader(), ...oneByOne)).toEqual(['startup', 'Q', 'S']);
  });

  it('hands over each message whole', () => {
    const [first, second] = new FrontendMessageReader().push(Buffer.concat([startup, query]));

    expect(first).toEqual({ kind: 'startup', code: 196_608, bytes: startup });
    expect(second).toEqual({ kind: 'message', type: 'Q', bytes: query });
  });

  it('expects another start-up packet after an SSL request', () => {
    const ssl = packet(STARTUP_CODES.sslRequest);

    expect(kinds(new FrontendMessageReader(), ssl, startup, query)).toEqual([
      'startup',
      'startup',
      'Q',
    ]);
  });

  it('stops at a message type or length PostgreSQL would not take', () => {
    const badLength = Buffer.concat([Buffer.from('Q'), int32(2)]);

    expect(kinds(new FrontendMessageReader(), startup, protocolMessage('?'), query)).toEqual([
      'startup',
      'invalid',
    ]);
    expect(kinds(new FrontendMessageReader(), startup, badLength, query)).toEqual([
      'startup',
      'invalid',
    ]);
  });
});
