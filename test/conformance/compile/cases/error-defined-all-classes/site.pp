notify { 'a': message => defined(Class['settings']) }
notify { 'b': message => defined(Type[Class]) }
