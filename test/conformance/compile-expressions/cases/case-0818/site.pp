notify { 'e1': message => "${(default).downcase}" }
