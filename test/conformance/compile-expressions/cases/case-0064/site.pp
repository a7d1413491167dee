notify { 'e1': message => "${with(with(3.0, [3.5, 1, -2]) |$v, $w| { Hash($v) }, 'a,b,c') |$v, $w| { $v ? { $w => 'same', default => 'other' } }}" }
