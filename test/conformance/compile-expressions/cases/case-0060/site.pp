notify { 'e1': message => "${(with('a,b,c', 42) |$v, $w| { sprintf('%5s|%-4s', $v, $v) } <= [[1, 2], [3]])}" }
