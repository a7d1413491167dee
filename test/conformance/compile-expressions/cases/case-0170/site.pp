notify { 'e1': message => "${Float(false)}" }
