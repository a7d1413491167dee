notify { 'e1': message => with([], {}) |$v, $w| { max($v, $w) } }
