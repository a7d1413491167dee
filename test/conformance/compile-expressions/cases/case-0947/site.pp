notify { 'e1': message => "${((-2.25 - 7)).Integer}" }
