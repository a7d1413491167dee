notify { 'e1': message => capitalize(String[1]) }
