notify { 'x': message => hiera(1) }
