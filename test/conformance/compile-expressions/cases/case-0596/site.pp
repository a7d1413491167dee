notify { 'e1': message => "${((2.5e20 * [[1, 2], [3]])).unique}" }
