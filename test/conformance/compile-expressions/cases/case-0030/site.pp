notify { 'e1': message => with(("tab\there" > ['b', 'a', 'c']), with(1, Struct[{a => Integer}]) |$v, $w| { $v =~ Type[$w] }) |$v, $w| { String($v, '%-6s|') } }
