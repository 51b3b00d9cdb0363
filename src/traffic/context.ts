// What every check of a recording is given: the tally it reports to, the operations of
// spec/openapi.yaml with their response validators, and which schema owns a schema rule.
import type { OperationCatalogue } from '../harness/operations.ts';
import type { SchemaOwners } from './schema-owner.ts';
import type { Tally } from './tally.ts';

export interface CheckContext {
  tally: Tally;
  catalogue: OperationCatalogue;
  owners: SchemaOwners;
}

/** A requirement of the catalogue named in upper case from a layout type: twoColumn5050 -> LAYOUT-CONTAINER-COLUMNS-TWOCOLUMN5050. */
