notify { 'e1': message => "${with('a\nb', 017) |$v, $w| { $v.convert_to(String) }}" }
