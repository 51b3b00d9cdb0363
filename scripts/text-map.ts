// npm run text-map [-- --accept-changed]
//
// Keeps spec/text-map.yaml in step with spec/interface-specification.md: writes every unit of the
// text (sentence, list sentence, table row; src/spec/interface-text.ts) in text order, keeping the
// mapping of each anchor already in the map. A new unit gets an empty mapping, with the silences
// whose quotes it holds as a start, and must be mapped by hand (the self-test fails until it is).
// A unit whose text changed keeps its old hash, so the self-test fails until someone has read the
// mapping against the new text and runs this with --accept-changed. Entries whose anchor is gone
// are dropped and listed.
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import { parse, stringify } from 'yaml';
import { loadInterfaceText } from '../src/spec/interface-text.ts';
import { type TextMapEntry, loadTextMap } from '../src/spec/text-map.ts';
import { SILENCES_PATH, TEXT_MAP_PATH } from '../src/paths.ts';

const acceptChanged = process.argv.includes('--accept-changed');
const units = loadInterfaceText();
const old = new Map((existsSync(TEXT_MAP_PATH) ? loadTextMap() : []).map((e) => [e.anchor, e]));
const normalise = (s: string) => s.replace(/\s+/g, ' ').trim();
const silences = (
  parse(readFileSync(SILENCES_PATH, 'utf8'), { maxAliasCount: -1 }) as {
    silences: { id: string; text: string | string[] }[];
  }
).silences;
const silencesQuoting = (text: string) =>
  silences
    .filter((s) => Array.isArray(s.text) && s.text.some((q) => normalise(text).includes(normalise(q))))
    .map((s) => s.id);

const changed: string[] = [];
const added: string[] = [];
const entries: TextMapEntry[] = units.map((unit) => {
  const previous = old.get(unit.anchor);
  if (!previous) {
    added.push(unit.anchor);
    return {
      anchor: unit.anchor,
      hash: unit.hash,
      text: unit.text,
      requirements: [],
      silences: silencesQuoting(unit.text),
    };
  }
  old.delete(unit.anchor);
  if (previous.hash !== unit.hash && !acceptChanged) {
    changed.push(unit.anchor);
    return previous;
  }
  return { ...previous, hash: unit.hash, text: unit.text };
});

const header = readFileSync(TEXT_MAP_PATH, 'utf8').split('\nunits:')[0];
writeFileSync(TEXT_MAP_PATH, `${header}\n${stringify({ units: entries }, { lineWidth: 0 })}`);
const list = (anchors: string[]) =>
  anchors.length > 12 ? `${anchors.slice(0, 12).join(', ')} ...` : anchors.join(', ') || 'none';
console.log(`${entries.length} units; ${added.length} new (map them): ${list(added)}`);
console.log(`${changed.length} changed under their mapping (read, then --accept-changed): ${list(changed)}`);
console.log(`${old.size} dropped (their anchor is gone): ${list([...old.keys()])}`);
