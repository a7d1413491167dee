notify { 'e1': message => "${with([[1, 2], [3]], ('a\nb' != Integer[0, 10])) |$v, $w| { "${v.size}" }}" }
