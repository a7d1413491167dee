notify { 'e1': message => String(size(2.5e20)) }
