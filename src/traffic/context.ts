// What every check of a recording is given: the tally it reports to, the operations of
// spec/openapi.yaml with their response validators, and which requirement a schema error breaks.
import type { OperationCatalogue } from '../harness/operations.ts';
import type { SchemaRules } from '../spec/schema-rules.ts';
import type { Tally } from './tally.ts';

export interface CheckContext {
  tally: Tally;
  catalogue: OperationCatalogue;
  rules: SchemaRules;
}

/** A requirement of the catalogue named in upper case from a layout type: twoColumn5050 -> LAYOUT-CONTAINER-COLUMNS-TWOCOLUMN5050. */
