notify { 'e1': message => "${(017 and 4611686018427387904)}" }
