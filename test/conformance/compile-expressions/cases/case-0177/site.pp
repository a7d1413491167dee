notify { 'e1': message => "${((['a', 'a', 'b'] - [1, 'a', true, undef]) <= 4611686018427387904)}" }
