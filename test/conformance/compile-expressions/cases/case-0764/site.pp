notify { 'e1': message => "${with(1.5e-3, (0).reverse_each) |$v, $w| { $v << 3 }}" }
