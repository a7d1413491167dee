notify { 'e1': message => "${Hash('a\nb')}" }
