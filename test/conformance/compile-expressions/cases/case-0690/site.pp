notify { 'e1': message => with(Array[Integer], size([1, 2, 3])) |$v, $w| { $v.then |$x| { $x } } }
