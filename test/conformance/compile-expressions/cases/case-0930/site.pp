notify { 'e1': message => "${with([[1, 2], [3]], -3) |$v, $w| { $v =~ Type[$w] }}" }
