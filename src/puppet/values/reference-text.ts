// A resource reference written as text, read as Puppet::Resource reads one (`'File[/tmp/x]'`:
// the type before the first bracket, the title inside the outer ones, across lines).
/** The type and title of `Type[title]` text as written, or undefined when the text is no reference. */
export function referenceFromText(text: string): { type: string; title: string } | undefined {
  const m = /^([^[\]]+)\[(.+)\]$/s.exec(text);
  return m ? { type: m[1]!, title: m[2]! } : undefined;
}
