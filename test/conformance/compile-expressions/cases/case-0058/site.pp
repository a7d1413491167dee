notify { 'e1': message => "${with(false, ([1, 'a', true, undef] in [])) |$v, $w| { $v.all |$x| { $x =~ $w } }}" }
