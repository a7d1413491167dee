notify { 'e1': message => with('a,b,c', with([3.5, 1, -2], "tab\there") |$v, $w| { dig($v, 0) }) |$v, $w| { $v[0] } }
