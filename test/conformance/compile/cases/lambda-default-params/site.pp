notify { 'a': message => with() |$a = 5, $b = 'x'| { "${a}${b}" } }
