notify { 'e1': message => String(with({'k' => {'n' => 1}}, default) |$v, $w| { $v.filter |$x| { $x } }) }
