notify { 'e1': message => with({1 => 'x', 'y' => [2]}, ['a', 'a', 'b']) |$v, $w| { String($v, '%-6s|') } }
