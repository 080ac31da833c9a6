// The pronunciation dictionary shipped with the model (cmudict-en-us.dict): word → its
// pronunciations, alternates ("word(2)") folded under the word itself.
import { readFileSync } from 'node:fs';

export type Pronunciations = Map<string, string[]>;

export function readCmudict(path: string): Pronunciations {
  const dict: Pronunciations = new Map();
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    const space = line.indexOf(' ');
    if (space <= 0) continue;
    const word = line.slice(0, space).replace(/\(\d+\)$/, '');
    const phones = line.slice(space + 1).trim();
    if (!phones) continue;
    const list = dict.get(word);
    if (list) list.push(phones);
    else dict.set(word, [phones]);
  }
  return dict;
}
