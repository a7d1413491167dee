// The template room's one exception: a coded problem at an offset of the template being rendered
// (erb.ts turns it into a diagnostic at template:line:col).
export type TemplateErrorCode = 'OVC3140' | 'OVC3141' | 'OVC3142' | 'OVC3143';

export class TemplateError extends Error {
  constructor(
    readonly code: TemplateErrorCode,
    message: string,
    /** Offset in the template; undefined when the problem has no place in it. */
    readonly offset: number | undefined,
    /** For an error Ruby raises (OVC3142): its class (`ArgumentError`), when known. */
    readonly rubyClass?: string,
    /** Whether the message is Ruby's own words (false: a rescued error's message is refused). */
    readonly rubyWords = true,
  ) {
    super(message);
  }
}
