notify { 'e1': message => "${with(42, '3.5') |$v, $w| { $v[-1] }}" }
