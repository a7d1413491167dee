notify { 'e1': message => "${with([1, 2, 3], ['a', 'a', 'b']) |$v, $w| { $v.all |$x| { $x =~ $w } }}" }
