notify { 'e1': message => "${({} and 1)}" }
