notify { 'e1': message => String((with({'a' => 1, 'b' => 2}, '1e2') |$v, $w| { $v.then |$x| { $x } }).min) }
