notify { 'e1': message => "${with(true, 100.0) |$v, $w| { [$v, $w].flatten }}" }
