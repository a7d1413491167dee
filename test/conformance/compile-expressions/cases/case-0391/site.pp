notify { 'e1': message => with(downcase([[1, 2], [3]]), with(0x1F, [1, 2, 3]) |$v, $w| { $v =~ Type[$w] }) |$v, $w| { $v['a'] } }
