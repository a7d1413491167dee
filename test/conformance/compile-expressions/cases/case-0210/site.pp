notify { 'e1': message => "${with(/^(\d+)-(\w+)$/, 1.5e-3) |$v, $w| { $v.all |$x| { $x =~ $w } }}" }
