notify { 'e1': message => "${(unique('a\nb') !~ (0).chop)}" }
