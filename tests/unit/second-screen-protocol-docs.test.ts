// docs/protocol.md's "Second screen" section is what a phone client's author reads: every message
// of the phone's socket, every field, every close code and every Realtime event must be there.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PHONE_CLOSE_CODES, phoneClientMessage, phoneServerMessage, REALTIME_EVENTS } from '@/lib/protocol/second-screen';

const doc = readFileSync(path.join(process.cwd(), 'docs/protocol.md'), 'utf8');
const start = doc.indexOf('\n## Second screen\n');
const section = doc.slice(start, doc.indexOf('\n## ', start + 1));

describe('docs/protocol.md: Second screen', () => {
  it('has the section', () => {
    expect(start).toBeGreaterThan(-1);
  });

  it('names every message of the phone’s socket and each of its fields', () => {
    const options = [...phoneClientMessage.options, ...phoneServerMessage.options];
    const missing = options.flatMap((o) => [o.shape.type.value, ...Object.keys(o.shape)].filter((name) => !section.includes(`\`${name}\``) && !section.includes(`"${name}"`)));
    expect(missing).toEqual([]);
  });

  it('lists every close code and Realtime event', () => {
    expect(Object.values(PHONE_CLOSE_CODES).filter((code) => !section.includes(`**${code}**`))).toEqual([]);
    expect(Object.keys(REALTIME_EVENTS).filter((event) => !section.includes(`\`${event}\``))).toEqual([]);
  });
});
