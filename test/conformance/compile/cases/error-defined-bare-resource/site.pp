notify { 'x': message => defined(Resource) }
