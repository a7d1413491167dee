// Groups titles by their series form (lower-cased, every ASCII digit read as `0`: the titles of a
// numbered series share it) without making a string per title: a catalog's type may hold tens of
// thousands of titles of a handful of forms, and the typo index asks for the groups only.

/** The distinct forms, each once in the order of its first title, and per form the indexes of its titles. */
export interface SeriesForms {
  forms: string[];
  members: number[][];
}

/** A title's series form made as a string (what the groups are keyed by). */
export function seriesForm(title: string): string {
  return title.toLowerCase().replace(DIGITS, '0');
}
const DIGITS = /[0-9]/g;

/**
 * The titles (those `keep` accepts, by index) grouped by series form. An ASCII title is hashed and
 * compared character by character, folded as it goes; only a title of a form not seen before, or
 * one holding other characters (whose lower case may differ in length), has its form made.
 */
export function groupBySeriesForm(titles: readonly string[], keep: (index: number, title: string) => boolean): SeriesForms {
  const forms: string[] = [];
  const members: number[][] = [];
  /** Per hash, the first form of that hash; `sameHash[k]` the next form of form k's hash (-1: none). */
  const byHash = new Map<number, number>();
  const sameHash: number[] = [];
  for (let j = 0; j < titles.length; j++) {
    const title = titles[j]!;
    if (!keep(j, title)) continue;
    const ascii = asciiFormHash(title);
    const made = ascii === undefined ? seriesForm(title) : undefined;
    const h = made === undefined ? ascii! : stringHash(made);
    let k = byHash.get(h);
    while (k !== undefined && k >= 0 && !(made === undefined ? isAsciiForm(title, forms[k]!) : made === forms[k])) k = sameHash[k]!;
    if (k !== undefined && k >= 0) {
      members[k]!.push(j);
      continue;
    }
    const form = made ?? seriesForm(title);
    sameHash.push(byHash.get(h) ?? -1);
    byHash.set(h, forms.length);
    forms.push(form);
    members.push([j]);
  }
  return { forms, members };
}

/** The character a form holds for an ASCII character: upper case folded, digits as `0`. */
function folded(c: number): number {
  return c >= 65 && c <= 90 ? c + 32 : c >= 48 && c <= 57 ? 48 : c;
}

/** The hash of an ASCII title's form (stringHash of it), or undefined when the title holds any other character. */
function asciiFormHash(title: string): number | undefined {
  let h = 0x811c9dc5 | 0;
  for (let i = 0; i < title.length; i++) {
    const c = title.charCodeAt(i);
    if (c > 127) return undefined;
    h = Math.imul(h ^ folded(c), 0x01000193);
  }
  return h;
}

function stringHash(s: string): number {
  let h = 0x811c9dc5 | 0;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
  return h;
}

/** Whether an ASCII title's form is `form`. */
function isAsciiForm(title: string, form: string): boolean {
  if (title.length !== form.length) return false;
  for (let i = 0; i < title.length; i++) if (folded(title.charCodeAt(i)) !== form.charCodeAt(i)) return false;
  return true;
}
