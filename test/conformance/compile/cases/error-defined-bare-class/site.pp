notify { 'x': message => defined(Class) }
