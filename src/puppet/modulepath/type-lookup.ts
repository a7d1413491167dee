// The contract between the module path and whoever checks resources against it (the override
// engine, the schema generator, later the evaluator): which types exist, their parameters and namevars.

/** What is known of one type: `parameters` undefined means they cannot be known (no metadata). */
export interface TypeFacts {
  name: string;
  /** `core`, `resource_type`, `ruby_type` or `define` (the ModulePath's kinds). */
  kind: string;
  parameters?: readonly { name: string }[];
  namevars: readonly string[];
}

/** The types of a module path (the ModulePath satisfies it). */
export interface TypeLookup {
  /** A type by name, case-insensitively; undefined when the module path declares no such type. */
  getType(name: string): TypeFacts | undefined;
  isMetaparameter(name: string): boolean;
  typeNames(): Iterable<string>;
}
