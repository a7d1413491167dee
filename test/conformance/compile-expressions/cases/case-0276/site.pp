notify { 'e1': message => with([[1, 2], [3]], undef) |$v, $w| { "${v.size}" } }
