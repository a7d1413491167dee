notify { 'e1': message => "${chop(with(100.0, 2.5e20) |$v, $w| { $v =~ Type[$w] })}" }
