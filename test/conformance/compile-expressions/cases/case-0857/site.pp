notify { 'e1': message => ('a\nb').Hash }
