notify { 'e1': message => "${with(1_000, 1.5e-3) |$v, $w| { split($v, $w) }}" }
