notify { 'e1': message => "${([[1, 2], [3]] !~ with(1e3, 2.5e20) |$v, $w| { join($v, $w) })}" }
