notify { 'e1': message => "${with(['b', 'a', 'c'], "tab\there") |$v, $w| { regsubst($v, $w, 'X', 'G') }}" }
