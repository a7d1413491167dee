notify { 'e1': message => (['b', 'a', 'c'] + 'abc') }
