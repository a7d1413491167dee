notify { 'e1': message => "${with(Numeric(''), true) |$v, $w| { $v.all |$x| { $x =~ $w } }}" }
