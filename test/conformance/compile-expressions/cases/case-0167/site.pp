notify { 'e1': message => with('Ünïcödé', ['a', 'a', 'b']) |$v, $w| { Integer($v, 16) } }
