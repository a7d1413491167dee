notify { 'e1': message => ('a\nb' =~ 1.5e-3) }
