notify { 'e1': message => "${with(unwrap(Integer), with(default, Float) |$v, $w| { "${v.size}" }) |$v, $w| { Hash($v) }}" }
