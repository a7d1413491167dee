notify { 'e1': message => (({}).Array * 4611686018427387904) }
