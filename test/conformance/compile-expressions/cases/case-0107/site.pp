notify { 'e1': message => "${(undef in 4611686018427387904)}" }
