notify { 'e1': message => String(upcase([])) }
