notify { 'e1': message => with([1, 'a', true, undef], 3.0) |$v, $w| { "${v.size}" } }
