define d($v = 1) { notify { "d-${title}": message => $v } }
d { 'x': }
D <| title == 'x' |> { v => 7 }
