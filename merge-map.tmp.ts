import { readFileSync, writeFileSync } from 'node:fs';
import { parse, stringify } from 'yaml';
import { loadTextMap, TEXT_MAP_PATH } from '/work/main/src/spec/text-map.ts';
const entries = loadTextMap();
const byAnchor = new Map(entries.map((e) => [e.anchor, e]));
for (const letter of process.argv.slice(2)) {
  const doc = parse(readFileSync(`/work/map-${letter}.yaml`, 'utf8')) as { units: { anchor: string; requirements?: string[]; silences?: string[]; no_rule?: string }[] };
  for (const u of doc.units) {
    const e = byAnchor.get(u.anchor);
    if (!e) { console.log('unknown', u.anchor); continue; }
    e.requirements = u.requirements ?? [];
    e.silences = u.silences ?? [];
    if (e.requirements.length + e.silences.length === 0 && u.no_rule) e.no_rule = u.no_rule; else delete e.no_rule;
  }
}
const header = readFileSync(TEXT_MAP_PATH, 'utf8').split('\nunits:')[0];
writeFileSync(TEXT_MAP_PATH, `${header}\n${stringify({ units: entries }, { lineWidth: 0 })}`);
