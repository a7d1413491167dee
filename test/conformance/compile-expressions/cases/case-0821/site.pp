notify { 'e1': message => String(with(Integer({'k' => {'n' => 1}}), 'a,b,c') |$v, $w| { $v.partition |$x| { $x } }) }
