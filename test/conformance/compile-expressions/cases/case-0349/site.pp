notify { 'e1': message => String(downcase(0)) }
