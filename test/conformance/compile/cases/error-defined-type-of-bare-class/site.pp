notify { 'x': message => defined(Type[Class]) }
