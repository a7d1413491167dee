notify { 'e1': message => "${capitalize(1_000)}" }
