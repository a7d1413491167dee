// A value made on first use and kept: for costly module-level objects (a grammar's semantics)
// that most runs never need, so importing their module costs nothing.
export function lazy<T>(make: () => T): () => T {
  let made = false;
  let value: T;
  return () => {
    if (!made) {
      value = make();
      made = true;
    }
    return value;
  };
}
