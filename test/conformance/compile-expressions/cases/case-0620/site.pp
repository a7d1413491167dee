notify { 'e1': message => "${('a\nb').floor}" }
