notify { 'e1': message => "${with(0, 'ABC') |$v, $w| { min($v, $w) }}" }
