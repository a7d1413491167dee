notify { 'x': message => hiera(['str', 'd']) }
