notify { 'numbers': message => [min(3, 1, 2), max(3, 1, 2), min(1.5, 2), max(1, 2.5), min(-1, -1.0)] }
notify { 'strings': message => [min('b', 'a', 'C'), max('b', 'a', 'C'), min('abc', 'ab')] }
notify { 'arrays': message => [min([3, 1, 2]), max([3, 1, 2]), min(['b', 'a']), max(['b', 'a'])] }
notify { 'numeric strings': message => [min('10', '9'), max('10', '9'), max('1e2', '99'), min('1_0', '2')] }
notify { 'mixed': message => [min(1, '2'), max(1, '2'), max(['a', 1]), min('a', 1), max(true, 'a'), min([1], [2])] }
notify { 'lambda': message => [min([1, 20, 3]) |$a, $b| { compare($b, $a) }, max('aa', 'b', 'ccc') |$a, $b| { compare(length($a), length($b)) }] }
notify { 'lambda any': message => max(1, 'a', [2]) |$a, $b| { 0 } }
notify { 'one': message => [min(7), max('x'), min([undef])] }
