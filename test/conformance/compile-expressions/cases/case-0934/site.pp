notify { 'e1': message => "${with('a\nb', [1, 'a', true, undef]) |$v, $w| { [*$v, $w] }}" }
