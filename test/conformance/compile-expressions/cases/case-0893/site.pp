notify { 'e1': message => "${('' != -3)}" }
