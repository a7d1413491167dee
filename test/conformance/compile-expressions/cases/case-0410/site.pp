notify { 'e1': message => String((with(100.0, 100.0) |$v, $w| { $v[-1] } / '3.5')) }
