notify { 'e1': message => with(('3.5' % 'x y'), []) |$v, $w| { $v =~ Type[$w] } }
