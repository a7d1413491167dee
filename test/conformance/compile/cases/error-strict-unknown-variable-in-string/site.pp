notify { 'a': message => "${nope}" }
