// SourceFile.position and SourceFile.line remember the line they found last (callers mostly ask in
// text order): they must answer as the plain line count does, asked in any order.
import { describe, expect, it } from 'vitest';
import { SourceFile } from '../../src/diagnostics/source.js';

function naive(text: string, offset: number): { line: number; column: number } {
  const at = Math.max(0, Math.min(offset, text.length));
  const before = text.slice(0, at);
  const line = before.split('\n').length;
  return { line, column: at - (before.lastIndexOf('\n') + 1) + 1 };
}

describe('SourceFile.position', () => {
  it('answers the line count for offsets in order, backwards, repeated and at random', () => {
    let seed = 3;
    const next = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    for (const text of ['', '\n', 'a', 'ab\ncd\r\n\nef\n', 'x\n'.repeat(50), Array.from({ length: 200 }, () => 'ab\n'.slice(next(3))).join('')]) {
      const source = new SourceFile('t', text);
      const offsets = [
        ...Array.from({ length: text.length + 3 }, (_, i) => i - 1),
        ...Array.from({ length: text.length + 3 }, (_, i) => text.length + 1 - i),
        ...Array.from({ length: 300 }, () => next(text.length + 4) - 1),
      ];
      for (const offset of offsets) {
        expect(source.position(offset), `${JSON.stringify(text)} @${offset}`).toEqual(naive(text, offset));
        // line() shares the remembered line with position(): asked in between, both stay right.
        expect(source.line(offset + 1), `${JSON.stringify(text)} line @${offset + 1}`).toBe(naive(text, offset + 1).line);
      }
    }
  });
});
