notify { 'e1': message => with(('true' - -3), with(0, [[1, 2], [3]]) |$v, $w| { max($v, $w) }) |$v, $w| { String($v, '%-6s|') } }
