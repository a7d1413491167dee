notify { 'e1': message => "${({}).chop}" }
