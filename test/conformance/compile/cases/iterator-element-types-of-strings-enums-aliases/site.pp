type Choice = Enum['b', 'a']
type Span = Integer[1, 3]
notify { 'a': message => String([type('ab'.reverse_each), type(''.reverse_each), type('ab'.step(1))]) }
notify { 'b': message => String([type(Enum['b', 'a'].reverse_each), type(Enum['a', 'b', true].reverse_each)]) }
notify { 'c': message => String([type(Choice.reverse_each), type(Span.reverse_each)]) }
notify { 'd': message => String('ab'.reverse_each =~ Iterator[String[1, 1]]) }
