notify { 'any': message => [1, 5].any |$x| { $x > 4 } }
notify { 'all': message => [1, 5].all |$x| { $x > 4 } }
