File['/a'] ~> Service['b']
