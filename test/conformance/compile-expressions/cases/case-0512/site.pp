notify { 'e1': message => "${with([[1, 2], [3]], Variant[Integer, String]) |$v, $w| { $v.regsubst(/a/, 'b') }}" }
