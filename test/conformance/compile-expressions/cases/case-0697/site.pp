notify { 'e1': message => with(['b', 'a', 'c'], max({})) |$v, $w| { join($v, $w) } }
