// The one model of the interface, derived from spec/openapi.yaml, the schemas of schemas/ and
// spec/requirements.yaml, loaded once per process:
//   operations   id, method, path, the interface operations, parameters with their required flags
//   inputs       the fields of every request, per operation and form: type, limits, enum, required,
//                and the requirement of each of those rules (request-inputs.ts)
//   rules        the table from schema location to requirement (schema-rules.ts, the schemas' own
//                x-svc-requirements), which classifies the errors of an answer
// The suite's tests, the traffic check (src/traffic) and the fault generator
// (reference/faults/generated) read limits, values and required inputs here; none writes one out.
// The reference server does not: it keeps its own reading of inputs (reference/input.ts and its
// routes), and tests/self/interface-model.test.ts compares the two.
import type { OperationInfo } from './catalogue.ts';
import { deriveInputs, elementTypesOf, type RequestField } from './request-inputs.ts';
import { SchemaRules } from './schema-rules.ts';
import { SpecDocuments, type Json } from './spec-documents.ts';

export type { RequestField } from './request-inputs.ts';

/** A parameter of an operation (path, query or header), with its required flag. */
interface Parameter {
  name: string;
  in: string;
  required: boolean;
  type?: string;
  enum?: string[];
}

export interface OperationModel extends OperationInfo {
  parameters: Parameter[];
}

/** A list of values as a sentence says it: "a, b or c" (`and` for "a, b and c"). */
export function listed(values: readonly unknown[], last: 'or' | 'and' = 'or'): string {
  const words = values.map(String);
  return words.length < 2 ? words.join('') : `${words.slice(0, -1).join(', ')} ${last} ${words[words.length - 1]}`;
}

/** A small count in words, as a sentence writes it ("three columns"). */
export function inWords(n: number): string {
  return (
    ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'][n] ??
    String(n)
  );
}

export class InterfaceModel extends SpecDocuments {
  private inputList?: RequestField[];
  private schemaRules?: SchemaRules;

  /** The table from schema location to requirement (src/spec/schema-rules.ts). */
  get rules(): SchemaRules {
    this.schemaRules ??= new SchemaRules();
    return this.schemaRules;
  }

  /** Every input of every operation, one per form and name. */
  get inputs(): readonly RequestField[] {
    this.inputList ??= deriveInputs(this, this.rules);
    return this.inputList;
  }

  /** The element types of a Page Element (element_type). */
  get elementTypes(): string[] {
    return elementTypesOf(this);
  }

  /** Every operation with its parameters (references to components/parameters resolved). */
  operationModels(): OperationModel[] {
    const here = { doc: 'openapi', pointer: '', node: {} };
    return this.operations.map((op) => ({
      ...op,
      parameters: ((op.operation.parameters ?? []) as Json[])
        .map((p) => (typeof p.$ref === 'string' ? this.resolve(p.$ref, here).node : p))
        .map((p): Parameter => {
          const schema = (p.schema ?? {}) as Json;
          return {
            name: String(p.name),
            in: String(p.in),
            required: p.required === true,
            ...(typeof schema.type === 'string' ? { type: schema.type } : {}),
            ...(Array.isArray(schema.enum) ? { enum: schema.enum.map(String) } : {}),
          };
        }),
    }));
  }

  /** One input, by operation, dotted name and (for an operation with several request forms) form; throws when there is none. */
  input(operationId: string, name: string, form = ''): RequestField {
    const found = this.inputs.find((f) => f.operationId === operationId && f.name === name && f.form === form);
    if (!found)
      throw new Error(`the interface model has no input ${name} of ${operationId}${form ? ` (form ${form})` : ''}`);
    return found;
  }

  /** The maximum length of a text input. */
  maxLength(operationId: string, name: string, form = ''): number {
    const { maxLength } = this.input(operationId, name, form);
    if (maxLength === undefined) throw new Error(`${name} of ${operationId} has no maximum length`);
    return maxLength;
  }

  /** The range of an integer input. */
  range(operationId: string, name: string, form = ''): { minimum: number; maximum: number } {
    const { minimum, maximum } = this.input(operationId, name, form);
    if (minimum === undefined || maximum === undefined) throw new Error(`${name} of ${operationId} has no range`);
    return { minimum, maximum };
  }

  /** The values an input takes (its enum). */
  values(operationId: string, name: string, form = ''): readonly string[] {
    const values = this.input(operationId, name, form).enum;
    if (!values) throw new Error(`${name} of ${operationId} lists no values`);
    return values;
  }

  /** The requirement one rule of an input belongs to (the first the model names); throws when none does. */
  requirementOf(field: RequestField, rule: keyof NonNullable<RequestField['rules']>): string {
    const requirement = field.rules?.[rule]?.[0];
    if (!requirement) throw new Error(`no requirement names the ${rule} of ${field.name} of ${field.operationId}`);
    return requirement;
  }

  /** The inputs a requirement makes required. */
  requiredBy(requirement: string): RequestField[] {
    return this.inputs.filter((f) => f.rules?.required?.includes(requirement));
  }

  /** The values the schema of an operation's answer lists for a field (an array item by the segment '0'), null aside. */
  answerValues(operationId: string, path: string): readonly string[] {
    for (const node of this.rules.answerNodes(operationId, path.split('.'))) {
      if (Array.isArray(node.enum)) return node.enum.filter((v) => v !== null).map(String);
    }
    throw new Error(`the answer of ${operationId} lists no values for ${path}`);
  }

  /** The fields a resource table lists: the `required` of a schema (`page-element.schema.json`, `team.schema.json#/$defs/team_core`). */
  listedFields(schemaRef: string): readonly string[] {
    const { node } = this.resolve(schemaRef, { doc: 'openapi', pointer: '', node: {} });
    if (!Array.isArray(node.required)) throw new Error(`${schemaRef} lists no fields`);
    return node.required.map(String);
  }

  /** A limit (maxItems, maxLength, maximum, ...) the schema of an operation's answer sets on a field. */
  answerLimit(operationId: string, path: string, keyword: string): number {
    for (const node of this.rules.answerNodes(operationId, path.split('.'))) {
      if (typeof node[keyword] === 'number') return node[keyword];
    }
    throw new Error(`the answer of ${operationId} sets no ${keyword} on ${path}`);
  }

  /** The layout types of a Layout Container. */
  get layoutTypes(): readonly string[] {
    return this.values('createLayoutContainer', 'layout_container.layout_type');
  }

  /**
   * The number of columns of a layout type: the count its name begins with ("The number of columns
   * of a container follows its layout_type"; the digits after it are the widths); undefined for a
   * type the interface does not list.
   */
  columnsOf(layoutType: string): number | undefined {
    const m = /^(one|two|three)Column/.exec(layoutType);
    return m && this.layoutTypes.includes(layoutType)
      ? { one: 1, two: 2, three: 3 }[m[1] as 'one' | 'two' | 'three']
      : undefined;
  }

  /** The element types a video create names: the page_element_type and video_element_type of the video forms. */
  get videoElementTypes(): string[] {
    const forms = new Set(
      this.inputs
        .filter((f) => f.operationId === 'createPageElement' && f.name.endsWith('.video_element_type'))
        .map((f) => f.form),
    );
    const named = this.inputs.filter(
      (f) =>
        f.operationId === 'createPageElement' &&
        forms.has(f.form) &&
        /(^|\.)(page|video)_element_type$/.test(f.name) &&
        f.constant !== undefined,
    );
    return [...new Set(named.map((f) => f.constant!))];
  }
}

let model: InterfaceModel | undefined;

/** The one model of this process (the description files are read once). */
export function interfaceModel(): InterfaceModel {
  model ??= new InterfaceModel();
  return model;
}
