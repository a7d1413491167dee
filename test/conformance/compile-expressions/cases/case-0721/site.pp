notify { 'e1': message => String(with([1, 2, 3], ([3.5, 1, -2] / false)) |$v, $w| { String($v, '%-6s|') }) }
