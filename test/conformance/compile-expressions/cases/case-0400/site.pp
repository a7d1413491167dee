notify { 'e1': message => (with([], false) |$v, $w| { $v.then |$x| { $x } } * {}) }
