notify { 'e1': message => "${('true' >= 9223372036854775807)}" }
