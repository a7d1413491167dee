notify { 'e1': message => "${with(([3.5, 1, -2] == undef), [3.5, 1, -2]) |$v, $w| { $v =~ Type[$w] }}" }
