notify { 'e1': message => "${with(([] == 0.1), (Any == 'true')) |$v, $w| { $v << 3 }}" }
