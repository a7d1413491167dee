$v0 = { 'k' => 'v' }
notify { 'n1': withpath => true, loglevel => 'warning' }
notify { ['n2', 'n3']: noop => false, message => '' }
Notify['n1'] -> Notify['n3'] -> Notify['n3']
Package <| message == 'hello' and tag != 'db' |> { tag +> 'db' }
File <| message == 'hello' |>
