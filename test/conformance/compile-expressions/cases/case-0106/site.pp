notify { 'e1': message => with(['a', 'a', 'b'], 'Ünïcödé') |$v, $w| { sprintf('%5s|%-4s', $v, $v) } }
