// The generated fault catalogue: every single-rule fault derived from spec/openapi.yaml, the schemas
// and spec/requirements.yaml, in a fixed order (the same files always give the same list). Computed
// once per process; `generatedFault(id)` looks one up.
import { deriveOperationFaults } from './derive-ops.ts';
import { deriveRequestFaults } from './derive-request.ts';
import { deriveResponseFaults } from './derive-response.ts';
import { interfaceModel } from '../../../src/spec/interface-model.ts';
import type { GeneratedFault } from './types.ts';

let catalogue: { list: GeneratedFault[]; byId: Map<string, GeneratedFault> } | undefined;

function derive(): GeneratedFault[] {
  const model = interfaceModel();
  const list = [...deriveResponseFaults(model), ...deriveRequestFaults(model), ...deriveOperationFaults(model)];
  const seen = new Set<string>();
  for (const f of list) {
    if (seen.has(f.id)) throw new Error(`generated fault id ${f.id} twice`);
    if (f.id.includes(',')) throw new Error(`generated fault id ${f.id} holds a comma`);
    for (const r of f.requirements)
      if (!model.requirements.has(r)) throw new Error(`${f.id} names unknown requirement ${r}`);
    seen.add(f.id);
  }
  return list;
}

/** Every generated fault, in a stable order. */
export function generatedFaults(): readonly GeneratedFault[] {
  if (!catalogue) {
    const list = derive();
    catalogue = { list, byId: new Map(list.map((f) => [f.id, f])) };
  }
  return catalogue.list;
}

export function generatedFault(id: string): GeneratedFault | undefined {
  generatedFaults();
  return catalogue!.byId.get(id);
}
