notify { 'e1': message => "${(['a', 'a', 'b'] !~ with([3.5, 1, -2], {'k' => {'n' => 1}}) |$v, $w| { $v.map |$x| { $x } })}" }
