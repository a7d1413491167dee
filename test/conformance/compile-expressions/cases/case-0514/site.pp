notify { 'e1': message => String(with(with(Integer, 'ABC') |$v, $w| { $v.reduce |$m, $x| { $m + $x } }, ("tab\there" > 1e3)) |$v, $w| { sprintf('%5s|%-4s', $v, $v) }) }
