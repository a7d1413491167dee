notify { 'e1': message => ceiling(Integer) }
