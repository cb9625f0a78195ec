import Ajv2020 from 'ajv/dist/2020.js';
import ucs2lengthModule from 'ajv/dist/runtime/ucs2length.js';
import standaloneCode from 'ajv/dist/standalone/index.js';
import type { Plugin } from 'vite';
import { z } from 'zod';
import * as address from '../../src/shared/schemas/address.js';
import * as chat from '../../src/shared/schemas/chat.js';
import * as common from '../../src/shared/schemas/common.js';
import * as details from '../../src/shared/schemas/details.js';
import * as mail from '../../src/shared/schemas/mail.js';
import * as products from '../../src/shared/schemas/products.js';
import * as request from '../../src/shared/schemas/request.js';
import * as rma from '../../src/shared/schemas/rma.js';
import * as site from '../../src/shared/schemas/site.js';
import * as wizard from '../../src/shared/schemas/wizard.js';
import * as yourProducts from '../../src/shared/schemas/your-products.js';

/**
 * The answers' checks of the customer's portal, compiled by the build from the shared contract
 * (docs/decisions/0050-answer-checks-compiled.md): for each zod schema a module of `src/shared/schemas` exports, a
 * function written for that schema alone (by Ajv from the schema's JSON Schema), so the page checks what the API
 * answered without loading zod or building the contract's schemas first.
 *
 * `import('virtual:answer-checks/details')` is the module with a check per schema of `src/shared/schemas/details.ts`,
 * each `{ parse(data) }`: the data itself when it matches the schema's output, else a thrown Error that names the
 * schema and the first place it does not match. Unlike zod's parse, a property the schema does not name is left in
 * place rather than removed: an answer with a field added by a newer server still passes (an open tab after a deploy).
 */

export type ContractModules = Record<string, Record<string, unknown>>;

/** The modules of src/shared/schemas, by file name. */
export const CONTRACT_MODULES: ContractModules = {
  address: address,
  chat: chat,
  common: common,
  details: details,
  mail: mail,
  products: products,
  request: request,
  rma: rma,
  site: site,
  wizard: wizard,
  'your-products': yourProducts,
};

const PREFIX = 'virtual:answer-checks/';
const RESOLVED_PREFIX = `\0${PREFIX}`;

interface ZodDef {
  type: string;
  shape?: Record<string, { _zod: { def: ZodDef } }>;
  checks?: { _zod: { def: { check: string } } }[];
}

/** Wrappers whose value zod's parse fills in when the property is missing. */
const FILLED_IN = new Set(['default', 'prefault']);

/**
 * How a schema's JSON Schema is made to check what zod's parse accepts:
 * - objects allow properties they do not name (zod's parse strips them; a check leaves them);
 * - a property with a default is not required (zod's parse fills it in; so does the check, by ajv's `useDefaults`),
 *   where zod's JSON Schema of the output lists it as required;
 * - a refinement (`.refine`, `.superRefine`, `.check`) or a `.catch` has no JSON Schema, which zod leaves out without
 *   a word: the build fails instead, so no check is quietly weaker than its schema.
 */
function asParsed(ctx: { zodSchema: unknown; jsonSchema: Record<string, unknown>; path: (string | number)[] }) {
  const def = (ctx.zodSchema as { _zod: { def: ZodDef } })._zod.def;
  if (def.type === 'catch' || def.checks?.some((check) => check._zod.def.check === 'custom')) {
    throw new Error(`a ${def.type === 'catch' ? 'catch' : 'refinement'} cannot be compiled (at ${ctx.path.join('/')})`);
  }
  const json = ctx.jsonSchema;
  if (json.additionalProperties === false) delete json.additionalProperties;
  if (def.type === 'object' && Array.isArray(json.required)) {
    const required = (json.required as string[]).filter((key) => !FILLED_IN.has(def.shape?.[key]?._zod.def.type ?? ''));
    if (required.length > 0) json.required = required;
    else delete json.required;
  }
}

/**
 * A JSON Schema with every `anyOf: [S, { type: 'null' }]` whose S is written in place (not a reference) turned into S
 * with `type: [S.type, 'null']`, which accepts the same values: ajv fills in defaults only outside `anyOf`, and zod
 * writes a nullable object that way. (A nullable reference stays an `anyOf`: ajv compiles a referenced schema apart,
 * with its defaults, when `inlineRefs` is off.)
 */
export function nullableInline(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(nullableInline);
  if (schema === null || typeof schema !== 'object') return schema;
  const json: Record<string, unknown> = Object.fromEntries(
    Object.entries(schema).map(([key, value]) => [key, nullableInline(value)]),
  );
  const options = json.anyOf as Record<string, unknown>[] | undefined;
  if (Object.keys(json).length !== 1 || options?.length !== 2) return json;
  const nullAt = options.findIndex((option) => option.type === 'null' && Object.keys(option).length === 1);
  const inner = options[1 - nullAt];
  if (nullAt < 0 || !inner || typeof inner.type !== 'string' || '$ref' in inner) return json;
  return { ...inner, type: [inner.type, 'null'] };
}

/**
 * How ajv's code counts a string's length, in code points as zod's `max` does: a `require` of ajv's run-time module
 * in the generated code, which gets the function's own text instead.
 */
type Ucs2Length = ((text: string) => number) & { code: string };
// The function itself, or the CommonJS module around it, as the loader at hand gives a default import.
const UCS2_LENGTH: Ucs2Length =
  typeof ucs2lengthModule === 'function'
    ? (ucs2lengthModule as Ucs2Length)
    : (ucs2lengthModule as unknown as { default: Ucs2Length }).default;
const UCS2_LENGTH_FUNCTION = `const ucs2length = ${UCS2_LENGTH.toString()};`;

/**
 * The contract compiled: every zod schema the modules export, as JSON Schema of its output, each schema once (by
 * identity, named by its first export) and a schema inside another as a reference to it, so that a line's schema
 * is written once per module rather than once per answer that holds lines. `moduleCode` writes one module's checks.
 * Fails when a schema cannot be expressed (a transform, a custom check), so no check is quietly missing.
 */
export function compileContract(contract: ContractModules) {
  const registry = z.registry<{ id: string }>();
  const exportsOf = new Map<string, [name: string, id: string][]>();
  for (const [moduleName, module] of Object.entries(contract)) {
    const names: [string, string][] = [];
    for (const [name, schema] of Object.entries(module)) {
      if (!(schema instanceof z.ZodType)) continue;
      if (!BINDING.test(name)) throw new Error(`${moduleName}: ${name} is not a plain name`);
      if (!registry.has(schema)) registry.add(schema, { id: name });
      names.push([name, registry.get(schema)!.id]);
    }
    exportsOf.set(moduleName, names);
  }
  const { schemas } = z.toJSONSchema(registry, {
    io: 'output',
    target: 'draft-2020-12',
    uri: (id) => id,
    override: asParsed,
  });
  const ajv = new Ajv2020({
    code: { source: true, esm: true, lines: false, optimize: true },
    // Formats are not checked: zod's JSON Schema carries a pattern beside each format it writes.
    validateFormats: false,
    // A missing property with a default gets it, as zod's parse gives it.
    useDefaults: true,
    inlineRefs: false,
    strict: false,
  });
  for (const json of Object.values(schemas)) {
    const { $schema: _, ...rest } = json as Record<string, unknown>;
    ajv.addSchema(nullableInline(rest) as Record<string, unknown>);
  }

  return {
    /** The checks module of one contract module: a check per zod schema it exports, under the same name. */
    moduleCode(moduleName: string): string {
      const names = exportsOf.get(moduleName);
      if (!names) throw new Error(`answer-checks: no contract module ${moduleName}`);
      if (names.length === 0) return 'export {};';
      const validators = standaloneCode(ajv, Object.fromEntries(names.map(([name, id]) => [`raw$${name}`, id])))
        .replace(/^"use strict";/, '')
        .replaceAll(UCS2_LENGTH.code, 'ucs2length')
        // ajv exports the validators; the module exports the checks around them instead.
        .replaceAll('export const raw$', 'const raw$');
      if (/\brequire\(/.test(validators)) throw new Error(`answer-checks: ${moduleName} needs a runtime module of ajv`);
      const checks = names.map(([name]) => `export const ${name} = answerCheck(${JSON.stringify(name)}, raw$${name});`);
      return [UCS2_LENGTH_FUNCTION, validators, ANSWER_CHECK, ...checks].join('\n');
    },
  };
}

/** An exported name that JavaScript accepts as a binding (every contract schema's is: `Z…`). */
const BINDING = /^[A-Za-z_$][\w$]*$/;

/** The wrapper every generated module carries: the check's `parse`, and the error of a mismatch. */
const ANSWER_CHECK = `
function answerCheck(name, validate) {
  return {
    parse(data) {
      if (validate(data)) return data;
      const first = validate.errors && validate.errors[0];
      throw new Error('The answer does not match ' + name + ': ' + (first ? (first.instancePath || '/') + ' ' + first.message : 'no detail'));
    },
  };
}`;

/**
 * The build plugin: `virtual:answer-checks/<module>` is answerChecksModule of `src/shared/schemas/<module>.ts`, from
 * the contract modules it is given (the build's own copy of the contract, so the checks are of the same schemas the
 * server serialises by).
 */
export function answerChecks(contract = CONTRACT_MODULES): Plugin {
  let compiled: ReturnType<typeof compileContract> | undefined;
  return {
    name: 'answer-checks',
    enforce: 'pre',
    resolveId: (id) => (id.startsWith(PREFIX) ? `\0${id}` : null),
    load(id) {
      if (!id.startsWith(RESOLVED_PREFIX)) return null;
      compiled ??= compileContract(contract);
      return compiled.moduleCode(id.slice(RESOLVED_PREFIX.length));
    },
  };
}
