notify { 'e1': message => "${with(Pattern[/^a/], with([[1, 2], [3]], []) |$v, $w| { $v.regsubst(/a/, 'b') }) |$v, $w| { regsubst($v, $w, 'X', 'G') }}" }
