notify { 'e1': message => with('1e2', undef) |$v, $w| { split($v, $w) } }
