notify { 'e1': message => "${with(7, ('1e2' < Any)) |$v, $w| { [$v, $w].flatten }}" }
