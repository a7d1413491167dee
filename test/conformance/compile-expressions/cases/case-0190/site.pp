notify { 'e1': message => "${unwrap(1_000)}" }
