notify { 'first': }
notify { 'x1': tag => 'grp' }
notify { 'x2': tag => 'grp' }
Notify['first'] -> Notify <| tag == 'grp' |>
