notify { 'e1': message => "${(false).abs}" }
