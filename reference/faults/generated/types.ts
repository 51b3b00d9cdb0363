// Generated faults: single-rule deviations derived mechanically from spec/openapi.yaml, the schemas of
// schemas/ and spec/requirements.yaml (derive.ts), switched on like the hand-written ones (SVC_FAULTS,
// buildServer({ faults })) and applied by one mechanism per family (runtime.ts and the modules beside it).

/** The families the kill matrix reports on; each fault has one, and a variant within it. */
export const FAMILIES = [
  'response',
  'update',
  'limit',
  'enum',
  'filter',
  'required',
  'access',
  'delete',
  'create',
  'credential',
] as const;
type Family = (typeof FAMILIES)[number];

/** A step of a path into a JSON answer: a key, every item of an array, or a condition on the object reached so far. */
export type PathStep = { key: string } | { items: true } | { guard: { key: string; value: string; negate: boolean } };

/** What a fault does, per family: the data its mechanism needs (ids, descriptions and requirements are beside it). */
type FaultAction =
  | { kind: 'response'; mutation: 'drop' | 'null' | 'type'; path: PathStep[]; types?: string[]; timestamp?: boolean }
  | {
      kind: 'update';
      mutation: 'unstored' | 'unchanged' | 'other';
      field: string[];
      answerField: string[];
      answerAsText?: boolean;
    }
  | {
      kind: 'limit';
      field: string;
      bound: 'max' | 'min';
      limit: number;
      mutation: 'over' | 'at';
      valueKind: 'length' | 'integer';
    }
  | { kind: 'enum'; field: string; values: string[]; mutation: 'outside' | 'listed'; value?: string; query: boolean }
  | { kind: 'filter'; param: string }
  | { kind: 'required'; field: string; query: boolean; fallback: DefaultValue }
  | { kind: 'access' }
  | { kind: 'delete'; mutation: 'kept' | 'empty' | 'other' | 'readable'; table: string }
  | { kind: 'create' }
  | { kind: 'credential'; mutation: CredentialMutation };

export type CredentialMutation =
  | 'wrong-bearer'
  | 'wrong-password'
  | 'wrong-username'
  | 'wrong-api-token'
  | 'basic-without-token'
  | 'token-without-basic';

/** A value a route takes for a required parameter that the fault made optional. */
export type DefaultValue =
  | { fixture: string }
  | { value: string | number | boolean }
  | { object: Record<string, DefaultValue> }
  | { file: 'image' | 'video' };

export interface GeneratedFault {
  /** `gen.<variant>.<operationId>[:<form>].<detail>`: no commas, so it fits SVC_FAULTS */
  readonly id: string;
  readonly family: Family;
  /** the finer kind within the family (drop, null, type, unstored, over, ...) */
  readonly variant: string;
  /** OpenAPI operationId of spec/openapi.yaml */
  readonly operationId: string;
  /** the request form within the operation (json, photo, update, wrapped, ...), '' when the operation has one */
  readonly form: string;
  readonly description: string;
  /** requirement ids of spec/requirements.yaml the fault violates */
  readonly requirements: readonly string[];
  /** stated: every rule named is in the text; implied: the rule rests on a reading of the text (the description says which) */
  readonly level: 'stated' | 'implied';
  /** set when nothing the interface offers can observe the fault: listed, not counted */
  readonly equivalent?: string;
  readonly action: FaultAction;
}

const GENERATED_PREFIX = 'gen.';

export function isGeneratedId(name: string): boolean {
  return name.startsWith(GENERATED_PREFIX);
}

/** A path as text: `seasons[].stat_preference.id`, with conditions as `<element_type=TextBlock>`. */
export function pathText(path: readonly PathStep[]): string {
  let out = '';
  for (const step of path) {
    if ('key' in step) out += out === '' ? step.key : `.${step.key}`;
    else if ('items' in step) out += '[]';
    else out += `<${step.guard.key}${step.guard.negate ? '!=' : '='}${step.guard.value}>`;
  }
  return out === '' ? '(body)' : out;
}
