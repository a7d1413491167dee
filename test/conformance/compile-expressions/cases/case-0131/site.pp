notify { 'e1': message => with(1.5e-3, default) |$v, $w| { [$v, $w].flatten } }
