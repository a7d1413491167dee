notify { 'e1': message => "${with([3.5, 1, -2], Array[Integer]) |$v, $w| { $v.lest || { 'none' } }}" }
