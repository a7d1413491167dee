notify { 'numbers': message => [compare(1, 2), compare(2, 1), compare(1, 1), compare(1, 1.0), compare(2.5, 2), compare(-1, 3)] }
notify { 'strings': message => [compare('a', 'b'), compare('a', 'A'), compare('B', 'a'), compare('abc', 'ab')] }
notify { 'case sensitive': message => [compare('a', 'A', false), compare('A', 'a', false), compare('a', 'a', false), compare('a', 'A', true)] }
