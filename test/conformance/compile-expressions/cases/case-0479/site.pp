notify { 'e1': message => "${(with('x y', false) |$v, $w| { "${v.size}" }).ceiling}" }
