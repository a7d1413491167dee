notify { 'e1': message => String(with({'k' => {'n' => 1}}, [3.5, 1, -2]) |$v, $w| { sprintf('%5s|%-4s', $v, $v) }) }
