notify { 'e1': message => with([3.5, 1, -2], with(Sensitive('s3cret'), [1, 2, 3]) |$v, $w| { $v.reduce |$m, $x| { $m + $x } }) |$v, $w| { $v.partition |$x| { $x } } }
