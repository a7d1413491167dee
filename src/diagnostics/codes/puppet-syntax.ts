// OVC2xxx: Puppet syntax (the grammar and the syntax-level checks of `puppet parser validate`).
import { defineCodes } from '../code-info.js';

export const puppetSyntaxCodes = defineCodes({
  OVC2001: {
    severity: 'error',
    title: 'Syntax error',
    message: 'Syntax error: expected {expected}',
    doc: {
      when: 'The manifest does not follow the Puppet language grammar at this position.',
      example: "package { 'mc' ensure => absent }",
      fix: 'Correct the syntax at the reported position (here: a colon after the title).',
    },
  },
  OVC2002: {
    severity: 'error',
    title: 'Unterminated heredoc',
    message: "Heredoc without end-tagged line: no line ends the heredoc '{tag}'",
    doc: { when: 'A `@(TAG)` heredoc has no line holding only its end tag.', example: '$a = @(END)\n  text', fix: 'Add the end line (`END`, optionally `|` and `-` before it).' },
  },
  OVC2003: {
    severity: 'error',
    title: 'Invalid heredoc escapes',
    message: "Invalid heredoc escape flags '{flags}'",
    doc: { when: 'The `/flags` of a heredoc name an unknown escape or repeat one.', example: '@(END/x)', fix: 'Use only t, r, n, s, u, $ and L, each once.' },
  },
  OVC2004: {
    severity: 'error',
    title: 'Unclosed quote or comment',
    message: 'Unclosed {what}',
    doc: { when: 'A string or a `/* */` comment is opened and never closed.', example: "$a = 'abc", fix: 'Close it; the position shows where it was opened.' },
  },
  OVC2010: {
    severity: 'error',
    title: 'Append or delete assignment',
    message: "The operator '{operator}' is no longer supported",
    hint: 'Assign a new variable instead (`$x2 = $x + [...]`); Puppet variables are immutable.',
    doc: { when: '`+=` or `-=` is used; Puppet 4 and later reject them.', example: '$a += [1]', fix: 'Compute a new value into a new variable.' },
  },
  OVC2011: {
    severity: 'error',
    title: 'Node inheritance',
    message: 'Node inheritance is not supported in Puppet >= 4.0.0',
    hint: 'Use classes (roles and profiles) for what nodes share.',
    doc: { when: 'A node definition uses `inherits`.', example: "node 'a' inherits 'b' {}", fix: 'Move the shared part into a class and include it.' },
  },
  OVC2012: {
    severity: 'error',
    title: 'Attribute append where a resource is declared',
    message: 'Illegal +> operation on attribute {attribute}. This operator can not be used in a {context}',
    doc: {
      when: '`+>` (add to an attribute) is used in a resource declaration or resource defaults; it only amends resources (`File[x] { ... }`, collectors).',
      example: "File { tag +> 'x' }",
      fix: 'Use `=>` there, or amend the resource with an override.',
    },
  },
  OVC2013: {
    severity: 'error',
    title: 'Misplaced definition',
    message: '{what} may only appear at top level or inside other classes',
    doc: {
      when: 'A class, defined type or node is declared inside a conditional, a lambda or a defined type; a function or type alias anywhere but top level.',
      example: 'if $x { class foo {} }',
      fix: 'Move the definition to the top level of its own file.',
    },
  },
  OVC2014: {
    severity: 'error',
    title: 'Resource without a title',
    message: "A '{type}' resource is declared without a title",
    doc: { when: 'A lowercase resource type is followed by attributes without `title:`.', example: "package { ensure => present }", fix: "Write the title: `package { 'mc': ensure => present }`." },
  },
  OVC2015: {
    severity: 'error',
    title: 'Statement without effect',
    message: 'This {what} has no effect. A value was produced and then forgotten (one or more preceding expressions may have the wrong form)',
    doc: {
      when: 'A statement only computes a value that nothing uses (Puppet\'s "idem" check); usually a missing operator, comma or colon before it.',
      example: "$a = 1\n'dangling'",
      fix: 'Remove the value, or join it to the expression it belongs to.',
    },
  },
  OVC2016: {
    severity: 'error',
    title: 'Assignment to something that is not a variable',
    message: 'Illegal attempt to assign to {what}. Not an assignable reference',
    doc: {
      when: 'The left side of `=` is not a variable (or an array of variables); usually a missing `$` or a stray `=`.',
      example: "name = 'x'",
      fix: "Assign to a variable: `$name = 'x'`.",
    },
  },
  OVC2017: {
    severity: 'error',
    title: 'Invalid regular expression',
    message: '{problem}: {regex}',
    doc: {
      when: 'A regular expression has unbalanced parentheses or an unclosed character class, which Ruby refuses to compile.',
      example: '/^(a|b$/',
      fix: 'Balance the groups and character classes (escape a literal parenthesis as `\\(`).',
    },
  },
  OVC2018: {
    severity: 'error',
    title: 'Unbalanced EPP tag',
    message: 'Unbalanced EPP tag: the {tag} opened at line {line} reaches the end of the template without %>',
    doc: {
      when: 'An EPP code or render tag (`<%`, `<%-`, `<%=`) has no closing `%>` (a `#` comment inside a tag also hides a `%>` on its line). Puppet reports it at the end of the template; the related location is the opening tag.',
      example: 'Hello <%= $name',
      fix: 'Close the tag with `%>` (or `-%>`); write a literal `<%` in text as `<%%`.',
    },
  },
  OVC2019: {
    severity: 'error',
    title: 'Unclosed EPP comment',
    message: 'EPP comment <%# is never closed by %>',
    doc: {
      when: 'A `<%#` template comment has no `%>` after it (a `%>` preceded by `%` does not count).',
      example: 'text <%# a note\nmore text',
      fix: 'End the comment with `%>`.',
    },
  },
  OVC2020: {
    severity: 'error',
    title: 'EPP parameters not first',
    message: 'EPP parameters ({params}) must come first in the template',
    hint: 'Only blanks trimmed by `<%-` / `-%>` and comments may precede `<%- | ... | -%>`.',
    doc: {
      when: 'A `| ... |` parameter list appears after text that is rendered or after other code; Puppet reads it as a syntax error.',
      example: 'Hello\n<%- | String $x | -%>',
      fix: 'Move the parameter tag to the top, or trim the text before it with `<%-`.',
    },
  },
  OVC2021: {
    severity: 'error',
    title: 'EPP render tag without one expression',
    message: 'A render tag <%= %> holds one expression; here it has {found}',
    doc: {
      when: 'A `<%= %>` tag is empty or holds a list (`<%= $a, $b %>`) or a `key => value` pair.',
      example: '<%= $a, $b %>',
      fix: 'Render one value per tag: `<%= $a %><%= $b %>`.',
    },
  },
  OVC2022: {
    severity: 'error',
    title: 'EPP text or render tag called as a function',
    message: 'Illegal expression: {what} followed by ( reads as a function call',
    hint: 'Puppet reads `(` after text or `<%= %>` as call arguments; start the code with something else, or trim the text with `<%-` when these are parameters.',
    doc: {
      when: 'A code tag starts with `(` right after template text or a `<%= %>` tag; Puppet parses the two as a call and rejects it ("Ambiguous EPP parameter expression", "An Epp Interpolated Expression is unacceptable as function name").',
      example: 'x <% ($b) %>',
      fix: 'Use `|...|` with `<%-` for parameters; otherwise do not begin the code with a parenthesis.',
    },
  },
  OVC2023: {
    severity: 'error',
    title: 'Assignment to a match result variable',
    message: "Illegal attempt to assign to the numeric match result variable '${name}'. Numeric variables are not assignable",
    doc: {
      when: 'The left side of `=` is `$0`, `$1`, ...: these hold the last regex match and are read-only.',
      example: "$1 = 'x'",
      fix: 'Assign to a named variable.',
    },
  },
  OVC2024: {
    severity: 'error',
    title: 'Assignment to another scope',
    message: "Illegal attempt to assign to '{name}'. Cannot assign to variables in other namespaces",
    doc: {
      when: 'The variable assigned has a `::` in its name (`$mysql::server::x`, `$::x`): only the current scope can be assigned; often a stray `=` after reading such a variable.',
      example: "$ntp::servers = ['a']",
      fix: 'Assign to a local variable, or set the class parameter through Hiera or the class declaration.',
    },
  },
  OVC2025: {
    severity: 'error',
    title: 'Block after an expression that takes none',
    message: 'Expression is not valid as a resource, resource-default, or resource-override',
    hint: 'An untitled `{ attr => value }` block follows a type name (defaults), a reference (override) or a collector only.',
    doc: {
      when: 'An untitled `{ ... }` block follows a variable, a call, a resource or defaults expression: Puppet reads it as one more block of that expression and refuses it.',
      example: "File { mode => '0644' }\n{ owner => 'root' }",
      fix: 'Give the block a title (`{ \'/x\': owner => \'root\' }`), or merge its attributes into the block before.',
    },
  },
  OVC2026: {
    severity: 'error',
    title: 'Node name with illegal characters',
    message: "The hostname '{hostname}' contains illegal characters (only letters, digits, '_', '-', and '.' are allowed)",
    doc: {
      when: "A `node` definition names a host with a character outside letters, digits, `_`, `-` and `.` (a space, `::`, a non-ASCII letter).",
      example: "node 'web 01' { }",
      fix: 'Write the certname as it is, or match several hosts with a regex: `node /^web\\d+$/ { }`.',
    },
  },
  OVC2027: {
    severity: 'error',
    title: 'Interpolation in a node name',
    message: 'An interpolated expression is not allowed in a hostname of a node',
    doc: {
      when: 'A `node` name is a double-quoted string with `${...}` or `$var` in it: node names are matched before any variable exists.',
      example: 'node "web-${suffix}" { }',
      fix: 'Write the name literally, or use a regex.',
    },
  },
  OVC2028: {
    severity: 'error',
    title: 'Definition ending on a value',
    message: 'This {what} has no effect. A {container} can not end with a value-producing expression without other effect',
    doc: {
      when: 'The last statement of a class, define or node body only computes a value (a name, a literal, an `if` whose branches are values): usually a typo or a missing title.',
      example: "class ntp {\n  $servers = ['a']\n  present\n}",
      fix: 'Remove the value, or complete the statement it belongs to.',
    },
  },
  OVC2029: {
    severity: 'error',
    title: 'Duplicate parameter',
    message: "The parameter '{name}' is declared more than once in the parameter list",
    doc: { when: 'A class, define or function names a parameter twice.', example: 'class ntp($servers, $servers) { }', fix: 'Remove or rename one of them.' },
  },
  OVC2030: {
    severity: 'error',
    title: 'Captures-rest parameter in a class or define',
    message: "Parameter ${name} has 'captures rest' - not supported in a {container}",
    doc: { when: 'A class or define declares `*$rest`: only functions and lambdas take a variable number of arguments.', example: 'define x(*$rest) { }', fix: 'Take an Array parameter instead.' },
  },
  OVC2031: {
    severity: 'error',
    title: 'Reserved parameter name',
    message: 'The parameter ${name} redefines a built in parameter in the {container}',
    doc: { when: 'A class or define declares `$name` or `$title`, which Puppet sets from the title.', example: 'define site($name) { }', fix: 'Use `$title` / `$name` without declaring them, or rename the parameter.' },
  },
});
