notify { 'e1': message => with(default, 0) |$v, $w| { [$v, $w].flatten } }
