notify { 'e1': message => String(empty(7)) }
