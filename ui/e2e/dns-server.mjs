/**
 * A DNS server for the browser tests' server (scripts/test starts it and points
 * SHOPLINKS_DOMAINS__RESOLVER at it), so brand domains verify without asking the internet. It
 * answers from a JSON file the tests write (`SHOPLINKS_E2E_DNS_RECORDS`, read on every query):
 * `{"go.brand.test": [{"type": "CNAME", "value": "edge.shoplinks.test"}], "_shoplinks.go.brand.test":
 * [{"type": "TXT", "value": "shoplinks-verification=…"}]}`. A name with no records is NXDOMAIN.
 * It speaks just enough of RFC 1035 for the product's resolver: one question, A, CNAME and TXT
 * answers.
 *
 * Usage: node ui/e2e/dns-server.mjs PORT RECORDS_FILE
 */
import dgram from 'node:dgram';
import { readFileSync, writeFileSync } from 'node:fs';

const TYPES = { A: 1, CNAME: 5, TXT: 16 };

/** The name and where the question ends, from a query's question section at offset 12. */
function question(msg) {
  const labels = [];
  let at = 12;
  while (msg[at] !== 0) {
    const len = msg[at];
    labels.push(msg.subarray(at + 1, at + 1 + len).toString('ascii'));
    at += len + 1;
  }
  const type = msg.readUInt16BE(at + 1);
  return { name: labels.join('.').toLowerCase(), type, end: at + 5 };
}

function encodeName(name) {
  const parts = name.replace(/\.$/, '').split('.').map((label) => Buffer.concat([Buffer.from([label.length]), Buffer.from(label, 'ascii')]));
  return Buffer.concat([...parts, Buffer.from([0])]);
}

function rdata(record) {
  if (record.type === 'A') return Buffer.from(record.value.split('.').map(Number));
  if (record.type === 'CNAME') return encodeName(record.value);
  const text = Buffer.from(record.value, 'utf8');
  return Buffer.concat([Buffer.from([text.length]), text]);
}

function records(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return {};
  }
}

export function answer(msg, held) {
  const q = question(msg);
  const known = held[q.name];
  // A CNAME answers any type, as the alias it is.
  const fit = (known ?? []).filter((r) => TYPES[r.type] === q.type || r.type === 'CNAME');
  const header = Buffer.alloc(12);
  msg.copy(header, 0, 0, 2);
  const rd = msg[2] & 0x01;
  header[2] = 0x84 | rd; // response, authoritative, recursion desired as asked
  header[3] = 0x80 | (known ? 0 : 3); // recursion available; NXDOMAIN for an unknown name
  header.writeUInt16BE(1, 4);
  header.writeUInt16BE(fit.length, 6);
  const answers = fit.map((r) => {
    const data = rdata(r);
    const fixed = Buffer.alloc(12);
    fixed.writeUInt16BE(0xc00c, 0); // the question's name
    fixed.writeUInt16BE(TYPES[r.type], 2);
    fixed.writeUInt16BE(1, 4); // IN
    fixed.writeUInt32BE(1, 6); // TTL 1 s
    fixed.writeUInt16BE(data.length, 10);
    return Buffer.concat([fixed, data]);
  });
  return Buffer.concat([header, msg.subarray(12, q.end), ...answers]);
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop())) {
  const [port, file] = process.argv.slice(2);
  writeFileSync(file, '{}');
  const socket = dgram.createSocket('udp4');
  socket.on('message', (msg, from) => {
    try {
      socket.send(answer(msg, records(file)), from.port, from.address);
    } catch {
      // A malformed query gets no answer, as from a real server.
    }
  });
  socket.bind(Number(port), '127.0.0.1');
}
