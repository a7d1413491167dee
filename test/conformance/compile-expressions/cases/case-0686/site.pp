notify { 'e1': message => size(7) }
