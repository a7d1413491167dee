notify { 'e1': message => "${with('a\nb', (1_000 <= -2.25)) |$v, $w| { "<${v}>" }}" }
