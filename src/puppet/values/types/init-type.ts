// `Init[T, args...]`: the values T's `new` accepts (Puppet's PInitType). A value matches when it is
// a T, or fits the one parameter of a signature of T.new (with `args` as the rest), or (without
// args) fits one of T.new's longer parameter lists as an Array; the signatures are Puppet's own
// (new-signatures.json, scripts/gen-new-signatures.rb).
import { PFloat, formatFloat, type Value } from '../model.js';
import { PHash } from '../hash.js';
import { PuppetError } from '../errors.js';
import { puppetQuote } from '../quote.js';
import signatures from './new-signatures.json' with { type: 'json' };
import { inferDetailed } from './infer.js';
import * as T from './model.js';
import { PType, type Guard, type Show } from './model.js';

/** A signature of a type's `new`: its argument count and parameter types. */
interface Signature {
  readonly min: number;
  readonly max: number;
  readonly params: readonly PType[];
}

/**
 * Reads a type written in Puppet's syntax (a signature's parameter type). The parser lives on a
 * floor above (evaluator/type-string.ts), which provides the reader when it loads.
 */
let readType: ((text: string) => PType) | undefined;
export function provideSignatureReader(read: (text: string) => PType): void {
  readType = read;
}

const SIGNATURE_TEXTS: Readonly<Record<string, readonly { min: number; max: number | null; params: readonly string[] }[]>> = signatures.types;
const read = new Map<string, readonly Signature[]>();

/** T.new's signatures by T's generalized name (Tuple makes Arrays as Array does), undefined when T has no `new`. */
function signaturesOf(t: PType): readonly Signature[] | undefined {
  const texts = Object.hasOwn(SIGNATURE_TEXTS, t.name) ? SIGNATURE_TEXTS[t.name] : undefined;
  if (texts === undefined || readType === undefined) return undefined;
  let sigs = read.get(t.name);
  if (sigs === undefined) {
    const reader = readType;
    sigs = texts.map((s) => ({ min: s.min, max: s.max ?? Infinity, params: s.params.map(reader) }));
    read.set(t.name, sigs);
  }
  return sigs;
}

/** A value as Puppet's type formatter writes an init argument (`Init[Integer, 16]`, `Init[String, '%x']`). */
function argumentText(v: Value): string {
  if (v === null) return 'undef';
  if (typeof v === 'string') return puppetQuote(v);
  if (v instanceof PFloat) return formatFloat(v.value);
  if (Array.isArray(v)) return `[${(v as readonly Value[]).map(argumentText).join(', ')}]`;
  if (v instanceof PHash) return `{${Array.from(v, ([k, x]) => `${argumentText(k)} => ${argumentText(x)}`).join(', ')}}`;
  return String(v);
}

/** What a contained type's signatures make of Init's match (PInitType#assert_initialized). */
interface Matching {
  /** T or a type one argument may have. */
  readonly single: PType;
  /** Longer parameter lists, as Tuples, that an Array argument is spread over. */
  readonly other?: PType;
  /** Whether one of those lists takes a single argument too (then a value is tried as `[value]`). */
  readonly optionalSingle: boolean;
}

export class InitType extends PType {
  get name(): string {
    return 'Init';
  }
  private matching: Matching | undefined;
  constructor(
    readonly type?: PType,
    readonly initArgs: readonly Value[] = [],
  ) {
    super();
  }

  isInstance(v: Value, g?: Guard): boolean {
    if (this.type === undefined) return T.RICH_DATA.isInstance(v, g);
    const m = this.matched();
    return m.single.isInstance(v, g) || (m.other !== undefined && (m.other.isInstance(v, g) || (m.optionalSingle && m.other.isInstance([v], g))));
  }

  protected assignableFrom(o: PType, g?: Guard): boolean {
    if (o instanceof InitType) return this.type === undefined || (o.type !== undefined && this.type.isAssignable(o.type, g));
    if (this.type === undefined) return T.RICH_DATA.isAssignable(o, g);
    const m = this.matched();
    return m.single.isAssignable(o, g) || (m.other !== undefined && (m.other.isAssignable(o, g) || (m.optionalSingle && m.other.isAssignable(new T.TupleType([o]), g))));
  }

  protected parameters(show: Show): string | undefined {
    return this.type === undefined ? undefined : [show(this.type), ...this.initArgs.map(argumentText)].join(', ');
  }

  /** How a value matches, worked out once from T.new's signatures (raising Puppet's error where T has no `new`). */
  matched(): Matching {
    if (this.matching === undefined) this.matching = this.match();
    return this.matching;
  }

  private match(): Matching {
    const t = this.type!;
    const unsupported = (): PuppetError => new PuppetError('OVC3007', `Creation of new instance of type '${t.toString()}' is not supported`);
    // Init of Init would recurse endlessly; Optional and NotUndef make nothing of their own.
    if (t instanceof InitType || t instanceof T.OptionalType || t instanceof T.NotUndefType) throw unsupported();
    const sigs = signaturesOf(t instanceof T.TypeAliasType ? t.resolved : t);
    if (sigs === undefined) throw unsupported();
    const tuple = (s: Signature): T.TupleType => new T.TupleType(s.params, new T.IntegerType(s.min, s.max));
    if (this.initArgs.length === 0) {
      const one = sigs.filter((s) => s.min === 1 && s.max === 1);
      const others = sigs.filter((s) => !(s.min === 1 && s.max === 1));
      return {
        single: variant([t, ...one.map((s) => s.params[0]!)]),
        ...(others.length > 0 ? { other: variant(others.map(tuple)) } : {}),
        optionalSingle: others.some((s) => s.min === 1),
      };
    }
    const argTypes = this.initArgs.map(inferDetailed);
    const count = 1 + argTypes.length;
    const fitting = sigs.filter((s) => count >= s.min && count <= s.max && tuple(s).isAssignable(new T.TupleType([s.params[0]!, ...argTypes])));
    if (fitting.length === 0) throw new PuppetError('OVC3007', `The type '${this.toString()}' does not represent a valid set of parameters for ${t.name}.new()`);
    return { single: variant([t, ...fitting.map((s) => s.params[0]!)]), optionalSingle: false };
  }
}

/** One type as itself, more as their Variant (PVariantType.maybe_create). */
const variant = (types: readonly PType[]): PType => (types.length === 1 ? types[0]! : new T.VariantType(types));
