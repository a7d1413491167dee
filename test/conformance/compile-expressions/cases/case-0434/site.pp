notify { 'e1': message => String(with(['a', 'a', 'b'], (Tuple[Integer, String] < 'a,b,c')) |$v, $w| { $v.reduce(0) |$m, $x| { $m + $x } }) }
