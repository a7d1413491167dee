notify { 'e1': message => "${(Float).values}" }
