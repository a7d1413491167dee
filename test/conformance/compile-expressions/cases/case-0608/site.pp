notify { 'e1': message => "${with('x y', 7) |$v, $w| { $v =~ Type[$w] }}" }
