notify { 'e1': message => with(with('42', undef) |$v, $w| { $v.each_slice(2) |$x| { $x } }, false) |$v, $w| { get($v, $w) } }
