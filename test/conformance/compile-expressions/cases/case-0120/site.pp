notify { 'e1': message => with(/a+/, 'a\nb') |$v, $w| { $v.with |$x| { [$x] } } }
