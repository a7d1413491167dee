notify { 'e1': message => (2.5e20 < 'a\nb') }
