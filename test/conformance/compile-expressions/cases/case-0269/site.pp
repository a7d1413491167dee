notify { 'e1': message => "${((' pad ' > []) + 0.1)}" }
