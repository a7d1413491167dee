define d($v = 1) { notify { "d-${title}": message => $v } }
@d { 'x': v => 2 }
@d { 'y': }
D <| title == 'x' |>
