notify { 'e1': message => "${with('a,b,c', with(7, 1_000) |$v, $w| { String($v, '%-6s|') }) |$v, $w| { $v.step(2) }}" }
