import fc from 'fast-check';
import type { z } from 'zod';
import { hostileText } from './hostile';

/**
 * Field name → arbitrary, for values the schema cannot know: real row ids from the seed, the
 * acting user's id or phone. A hint replaces the schema's own generator for that key at any depth;
 * its values still go through the schema filter, so a hint may offer invalid ones too.
 */
export type Hints = Readonly<Record<string, fc.Arbitrary<unknown>>>;

/*
 * The parts of zod 4's internal definitions this walker reads (`schema._zod.def`). zod exports
 * them as a wide union of generic interfaces; reading them through this one narrow shape keeps
 * the walker short, and a zod upgrade that moves a field fails the "reaches 2xx" checks loudly.
 */
interface CheckDef {
  check: string;
  format?: string;
  pattern?: RegExp;
  minimum?: number;
  maximum?: number;
  value?: number;
  inclusive?: boolean;
}

interface Def {
  type: string;
  checks?: { _zod: { def: CheckDef } }[];
  coerce?: boolean;
  format?: string;
  pattern?: RegExp;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  options?: z.ZodType[];
  element?: z.ZodType;
  entries?: Record<string, string | number>;
  values?: unknown[];
}

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

const checksOf = (def: Def): CheckDef[] => (def.checks ?? []).map((c) => c._zod.def);

/** Keys an object may leave out: optional ones and ones with a default. */
function isOmittable(schema: z.ZodType): boolean {
  const type = defOf(schema).type;
  return type === 'optional' || type === 'default' || type === 'prefault';
}

/** Integers favour the low end (page 1, small ids) but still reach the far edge. */
function integerIn(min: number, max: number): fc.Arbitrary<number> {
  const near = fc.integer({ min, max: Math.min(max, min + 30) });
  return fc.oneof(
    { weight: 3, arbitrary: near },
    { weight: 1, arbitrary: fc.integer({ min, max }) },
  );
}

function numberArbitrary(def: Def): fc.Arbitrary<number> {
  let min = -1e9;
  let max = 1e9;
  let minExclusive = false;
  let int = false;
  for (const check of checksOf(def)) {
    if (check.check === 'greater_than' && check.value !== undefined) {
      min = check.value;
      minExclusive = !check.inclusive;
    } else if (check.check === 'less_than' && check.value !== undefined) {
      max = check.value;
    } else if (check.check === 'number_format') {
      int = true;
    }
  }
  if (int) return integerIn(minExclusive ? min + 1 : min, max);
  return fc.oneof(
    integerIn(Math.ceil(min), Math.floor(max)),
    fc.double({ min, max, noNaN: true, noDefaultInfinity: true, minExcluded: minExclusive }),
  );
}

function stringArbitrary(def: Def): fc.Arbitrary<string> {
  const checks = checksOf(def);
  const pattern = def.pattern ?? checks.find((c) => c.format === 'regex')?.pattern;
  if (def.format === 'email' || checks.some((c) => c.format === 'email')) {
    return fc.emailAddress();
  }
  if (pattern) return fc.stringMatching(pattern);
  const minLength = checks.find((c) => c.check === 'min_length')?.minimum ?? 0;
  const maxLength = checks.find((c) => c.check === 'max_length')?.maximum ?? 200;
  // Valid text may still be hostile: markup, SQL and odd unicode must be stored, not executed.
  return fc.oneof(
    {
      weight: 2,
      arbitrary: fc.string({ unit: 'grapheme', minLength, maxLength: Math.min(maxLength, 60) }),
    },
    { weight: 1, arbitrary: fc.constantFrom(...hostileText).map((s) => s.slice(0, maxLength)) },
    {
      weight: 1,
      arbitrary: fc.constant('я'.repeat(Math.max(minLength, Math.min(maxLength, 5000)))),
    },
  );
}

/**
 * A fast-check arbitrary of likely inputs of the schema (`z.input`), built from its shape. Each
 * field already fits its own schema; rules across fields (refinements) may not hold yet, so the
 * caller filters the finished value through the whole schema.
 */
export function candidates(schema: z.ZodType, hints: Hints = {}): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  switch (def.type) {
    case 'string':
      return stringArbitrary(def);
    case 'number':
      return numberArbitrary(def);
    case 'boolean':
      return fc.boolean();
    case 'literal':
      return fc.constantFrom(...(def.values ?? []));
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries ?? {}));
    // 'nonoptional': `.required()` over a partial object, the field's own schema without undefined.
    case 'optional':
    case 'default':
    case 'prefault':
    case 'nonoptional':
      return candidates(def.innerType!, hints);
    case 'nullable':
      return fc.option(candidates(def.innerType!, hints), { nil: null, freq: 4 });
    case 'union':
      return fc.oneof(...(def.options ?? []).map((option) => candidates(option, hints)));
    case 'array': {
      const max = checksOf(def).find((c) => c.check === 'max_length')?.maximum ?? 5;
      return fc.array(candidates(def.element!, hints), { maxLength: Math.min(max, 5) });
    }
    case 'pipe':
      // A transform has no input of its own: generate what flows into it; otherwise the output
      // side is the stricter one (e.g. a trimmed string piped into an e-mail).
      return defOf(def.out!).type === 'transform'
        ? candidates(def.in!, hints)
        : candidates(def.out!, hints);
    case 'object': {
      const shape = def.shape ?? {};
      const fields = Object.fromEntries(
        Object.entries(shape).map(([key, field]) => {
          const base = hints[key] ?? candidates(field, hints);
          // Each field filtered on its own, so one hard field does not starve the whole object.
          return [key, hints[key] ? base : base.filter((v) => field.safeParse(v).success)];
        }),
      );
      const requiredKeys = Object.keys(shape).filter((key) => !isOmittable(shape[key]!));
      return fc.record(fields, { requiredKeys });
    }
    default:
      throw new Error(`contract fuzzer: no generator for zod type '${def.type}'`);
  }
}

/** The object keys of a schema (through optional/default/pipe wrappers); [] for non-objects. */
export function shapeKeys(schema: z.ZodType | undefined): string[] {
  if (!schema) return [];
  const def = defOf(schema);
  if (def.type === 'object') return Object.keys(def.shape ?? {});
  if (def.innerType) return shapeKeys(def.innerType);
  if (def.type === 'pipe') return shapeKeys(def.in);
  return [];
}
