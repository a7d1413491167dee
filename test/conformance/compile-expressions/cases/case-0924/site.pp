notify { 'e1': message => String(downcase(2.5e20)) }
