notify { 'a': message => defined(File) }
notify { 'b': message => defined(Resource) }
