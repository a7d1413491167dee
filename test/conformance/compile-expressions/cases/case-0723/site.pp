notify { 'e1': message => "${with(100.0, [1, 'a', true, undef]) |$v, $w| { split($v, $w) }}" }
