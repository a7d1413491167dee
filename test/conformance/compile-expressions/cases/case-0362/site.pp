notify { 'e1': message => "${('a\nb' >= -3)}" }
