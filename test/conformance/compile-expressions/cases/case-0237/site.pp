notify { 'e1': message => "${(9223372036854775807 and default)}" }
