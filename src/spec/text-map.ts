// spec/text-map.yaml: where each sentence and table row of the interface text is accounted for.
import { readYamlFile } from '../validation/ajv.ts';
import { TEXT_MAP_PATH } from '../paths.ts';

export interface TextMapEntry {
  anchor: string;
  hash: string;
  text: string;
  /** ids of spec/requirements.yaml that state what the unit says */
  requirements: string[];
  /** ids of spec/silences.yaml that rest on the unit */
  silences: string[];
  /** why the unit carries no rule a deployment could be judged by (set only when both lists are empty) */
  no_rule?: string;
}

export function loadTextMap(path = TEXT_MAP_PATH): TextMapEntry[] {
  const doc = readYamlFile(path) as { units?: TextMapEntry[] };
  if (!Array.isArray(doc.units)) throw new Error(`${path}: no units list`);
  return doc.units;
}
