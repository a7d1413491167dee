notify { 'e1': message => (Integer).max }
