notify { 'e1': message => ('ABC').ceiling }
