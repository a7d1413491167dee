notify { 'e1': message => "${with(1_000, -3) |$v, $w| { String($v, '%#x') }}" }
