// OVC3140–OVC3159: ERB templates (template(), inline_template()): the Ruby subset overcat runs
// natively, and the errors Ruby would raise while rendering. Places are in the template.
import { defineCodes } from '../code-info.js';

export const templateCodes = defineCodes({
  OVC3140: {
    severity: 'error',
    title: 'ERB template does not parse',
    message: '{message}',
    doc: {
      when: "The Ruby code of an ERB template's tags is not valid Ruby (a missing `end`, an unterminated string, an unexpected token). Ruby's ERB would fail to compile the template.",
      example: "$x = inline_template('<% if @a %>yes')",
      fix: 'Close every `if`, `unless`, `case` and block with `end`; check the quotes of string literals (ERB ends a tag at the first `%>`, even inside a string).',
    },
  },
  OVC3141: {
    severity: 'error',
    title: 'ERB construct not supported',
    message: '{message}',
    hint: 'overcat runs the Ruby that templates use natively (docs/templates.md lists it); it refuses the rest rather than render a wrong text.',
    doc: {
      when: 'An ERB template uses Ruby outside the subset overcat runs natively: a method it does not implement, a construct such as `while`, `def` or `retry`, a constant other than the core classes, or a value whose Ruby form cannot be reproduced (the `inspect` of a Puppet type).',
      example: "$x = inline_template('<%= @list.each_cons(2).to_a %>')",
      fix: 'Rewrite the template with the supported methods (docs/templates.md), or turn it into an EPP template; compile with Puppet when the template must stay as it is.',
    },
  },
  OVC3142: {
    severity: 'error',
    title: 'Ruby error in ERB template',
    message: '{message}',
    doc: {
      when: "Rendering the template raises an error Ruby would raise too: a method called on nil (`undefined method 'upcase' for nil:NilClass`), a TypeError (`no implicit conversion of Integer into String`), a division by zero, a missing hash key with `fetch`, or an explicit `raise`. Puppet fails the compilation with the same detail.",
      example: "$x = inline_template('<%= @undefined_var.upcase %>')",
      fix: 'Check that the variables the template reads are set in the scope that calls template() (a variable Puppet does not have is nil in the template).',
    },
  },
  OVC3143: {
    severity: 'error',
    title: 'ERB template exceeded a limit',
    message: '{message}',
    doc: {
      when: 'Rendering the template went beyond a bound overcat sets on untrusted templates: too many steps, a string or array too large, blocks nested too deep.',
      example: "$x = inline_template('<%= \"x\" * 1000000000 %>')",
      fix: 'A template this large is almost certainly a mistake; check its loops and repetitions.',
    },
  },
  OVC3144: {
    severity: 'error',
    title: 'ERB template not found',
    message: "Could not find template '{name}'",
    doc: {
      when: "template() is given a name that is no file: `<module>/<file>` is looked for in the module's `templates/` directory on the module path; an absolute path is read as it is.",
      example: "$x = template('mymodule/missing.erb')",
      fix: 'Check the module name and the file name below its templates/ directory, and that the module is on the module path.',
    },
  },
  OVC3145: {
    severity: 'error',
    title: 'Value changed in place by an ERB template or a module function',
    message: "{name} was changed in place by {template} ({how}); Puppet would see the change here, which overcat does not reproduce",
    hint: 'Puppet hands templates and functions its own Ruby objects, so Ruby that deletes from or adds to a variable\'s hash or array changes that variable for the rest of the compilation.',
    doc: {
      when: "An ERB template changed a Puppet variable's hash or array in place (`@options.delete('Port')`, `@list << x`), or a module's Ruby function overcat runs natively changed its argument so (grafana::deep_find_and_remove deletes `puppetsource` from the options it finds), and Puppet code read that value afterwards, or it is a class parameter (which the catalog shows). The template itself sees its change, as later templates do; overcat refuses where the manifest would see it rather than compile a different catalog.",
      example: "$h = {'a' => 1}\n$t = inline_template(\"<% @h.delete('a') %>\")\nnotify { 'x': message => $h }",
      fix: 'Copy the value in the template before changing it (`@h.dup`, `@h.reject`), or stop reading it after the template; compile with Puppet when the manifest must stay as it is.',
    },
  },
});
