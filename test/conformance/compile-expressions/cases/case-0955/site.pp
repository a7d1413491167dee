notify { 'e1': message => String((default != (3.0 and 'a\nb'))) }
