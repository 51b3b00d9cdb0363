// The shape of a hand-written fault of the catalogue (reference/faults.ts, reference/faults/*.ts).
// Its own file so that the catalogue files and the catalogue index do not import each other.

export interface FaultDefinition {
  /** kebab-case name, used in `SVC_FAULTS` and `buildServer({ faults })`. */
  readonly id: string;
  /** Requirement ids (spec/requirements.yaml) that the fault breaks. */
  readonly requirements: readonly string[];
  /** What the server does differently when the fault is on. */
  readonly description: string;
}
