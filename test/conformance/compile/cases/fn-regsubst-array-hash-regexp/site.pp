notify { 'array': message => [regsubst(['a1', 'b22', 'c'], '\d', '#', 'G'), regsubst(['x', 'y'], 'x', 'z'), regsubst([], 'a', 'b')] }
notify { 'hash': message => [regsubst('cat and dog', '(cat|dog)', { 'cat' => 'feline', 'dog' => 'canine' }, 'G'), regsubst('a b c', '\w', { 'a' => 'A' }, 'G')] }
notify { 'regexp': message => [regsubst('foo bar foo', /foo/, 'baz'), regsubst('foo bar foo', /foo/, 'baz', 'G'), regsubst('FOO', /(?i)o/, '0', 'G'), regsubst(['1a', '2b'], /(\d)(\w)/, '\2\1'), regsubst('abc', Regexp[/b/], 'X'), regsubst('a/b', /\//, '|')] }
