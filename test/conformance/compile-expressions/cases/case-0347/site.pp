notify { 'e1': message => "${with(/a+/, [1, 2, 3]) |$v, $w| { $v.all |$x| { $x =~ $w } }}" }
