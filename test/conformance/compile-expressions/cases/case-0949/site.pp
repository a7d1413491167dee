notify { 'e1': message => String(lstrip(default)) }
