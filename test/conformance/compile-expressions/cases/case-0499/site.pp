notify { 'e1': message => with([3.5, 1, -2], ([1, 'a', true, undef]).strip) |$v, $w| { dig($v, 'k', 'n') } }
