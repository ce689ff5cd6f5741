import dgram from 'node:dgram';
import type { AddressInfo } from 'node:net';

const TYPE_TXT = 16;
const CLASS_IN = 1;

/** The name and type a DNS query asks for, and where its question section ends. */
function readQuestion(query: Buffer): { name: string; type: number; end: number } {
  const labels: string[] = [];
  let offset = 12;
  for (let length = query.readUInt8(offset); length > 0; length = query.readUInt8(offset)) {
    labels.push(query.subarray(offset + 1, offset + 1 + length).toString('ascii'));
    offset += 1 + length;
  }
  const type = query.readUInt16BE(offset + 1);
  return { name: labels.join('.').toLowerCase(), type, end: offset + 5 };
}

/** One TXT answer pointing at the question's name, its text split into strings of up to 255 bytes. */
function txtAnswer(text: string): Buffer {
  const bytes = Buffer.from(text, 'utf8');
  const strings: Buffer[] = [];
  for (let start = 0; start < bytes.length || strings.length === 0; start += 255) {
    const chunk = bytes.subarray(start, start + 255);
    strings.push(Buffer.concat([Buffer.from([chunk.length]), chunk]));
  }
  const data = Buffer.concat(strings);
  const head = Buffer.alloc(12);
  head.writeUInt16BE(0xc00c, 0); // the name: a pointer to the question's
  head.writeUInt16BE(TYPE_TXT, 2);
  head.writeUInt16BE(CLASS_IN, 4);
  head.writeUInt32BE(60, 6);
  head.writeUInt16BE(data.length, 10);
  return Buffer.concat([head, data]);
}

/** The answer to a query: its records when the name has TXT records, NXDOMAIN when it is unknown. */
function answer(query: Buffer, records: ReadonlyMap<string, string[]>): Buffer {
  const { name, type, end } = readQuestion(query);
  const texts = records.get(name);
  const answers = texts && type === TYPE_TXT ? texts.map(txtAnswer) : [];
  const header = Buffer.alloc(12);
  query.copy(header, 0, 0, 2); // id
  const recursionDesired = query.readUInt8(2) & 0x01;
  header.writeUInt8(0x84 | recursionDesired, 2); // a response, authoritative
  header.writeUInt8(texts ? 0x80 : 0x83, 3); // recursion available; NXDOMAIN for unknown names
  header.writeUInt16BE(1, 4);
  header.writeUInt16BE(answers.length, 6);
  return Buffer.concat([header, query.subarray(12, end), ...answers]);
}

export type TestDnsServer = {
  /** `127.0.0.1:port`, for COLLATION_DNS_SERVERS */
  address: string;
  /** publishes TXT records on a name (replacing the ones it had) */
  setTxt(name: string, texts: string[]): void;
  close(): Promise<void>;
};

/** A DNS server on 127.0.0.1 answering TXT queries over UDP from records the test sets. */
export async function startTestDnsServer(): Promise<TestDnsServer> {
  const records = new Map<string, string[]>();
  const socket = dgram.createSocket('udp4');
  socket.on('message', (query, peer) => {
    try {
      socket.send(answer(query, records), peer.port, peer.address);
    } catch {
      // a malformed query gets no answer
    }
  });
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  const { port } = socket.address() as AddressInfo;
  return {
    address: `127.0.0.1:${port}`,
    setTxt: (name, texts) => void records.set(name.toLowerCase(), texts),
    close: () => new Promise<void>((resolve) => socket.close(() => resolve())),
  };
}
