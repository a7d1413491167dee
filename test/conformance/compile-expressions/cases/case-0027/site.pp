notify { 'e1': message => "${with([1, 2, 3], true) |$v, $w| { $v =~ Type[$w] }}" }
