notify { 'string': message => [match('abc123', '\d+'), match('abc', '(a)(x)?(c)?'), match('abc', 'z'), match('key=value', '^(\w+)=(\w*)$'), match('', '^$'), match("l1\nl2", '^l2$')] }
notify { 'regexp': message => [match('Hello', /h(.)llo/), match('Hello', /(?i)h(.)llo/), match('abc', Regexp[/b(c)/])] }
notify { 'types': message => [match('abc', Pattern[/x/, /b/]), match('abc', Pattern[/x/]), match('abc', Variant[Pattern[/q/], Regexp[/(c)/]])] }
notify { 'arrays': message => [match('abc', ['x', 'b', 'c']), match('abc', [['q'], [/c/]]), match(['a1', 'b', 'c2'], '\d'), match([], 'x')] }
notify { 'named': message => match('2024-05', '(?<y>\d+)-(?<m>\d+)') }
notify { 'named-only': message => [match('ab', '(?<x>a)(b)'), regsubst('ab', '(?<x>a)(b)', '[\1|\k<x>|\0]')] }
