notify { 'x': message => hiera(['a', 'b', 'c', 'd']) }
