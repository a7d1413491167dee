notify { 'e1': message => "${(Array[Integer] !~ with(-3, 1e3) |$v, $w| { get($v, $w) })}" }
