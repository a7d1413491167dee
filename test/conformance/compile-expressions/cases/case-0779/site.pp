notify { 'e1': message => "${with(with([1, 'a', true, undef], [3.5, 1, -2]) |$v, $w| { $v.regsubst(/a/, 'b') }, {'k' => {'n' => 1}}) |$v, $w| { $v[-1] }}" }
