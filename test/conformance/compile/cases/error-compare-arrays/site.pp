notify { 'x': message => compare([1], [2]) }
