notify { 'e1': message => String(with(unique(42), ('true' % '3.5')) |$v, $w| { $v.reduce |$m, $x| { $m + $x } }) }
