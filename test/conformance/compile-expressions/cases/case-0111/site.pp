notify { 'e1': message => "${round(Float)}" }
