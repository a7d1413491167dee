notify { 'e1': message => "${with(42, with(-2.25, Sensitive('s3cret')) |$v, $w| { $v.any |$x| { $x == $w } }) |$v, $w| { $v << 3 }}" }
