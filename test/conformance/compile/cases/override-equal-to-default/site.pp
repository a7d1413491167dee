# An override (or a collector's override block) whose value equals the resource default that gave
# the resource its value is ignored, `+>` as well: the list does not grow.
Exec { before => Notify['n'], tag => ['t'] }
notify { 'n': }
exec { 'a': command => '/bin/true' }
exec { 'b': command => '/bin/true' }
Exec['a'] { before +> Notify['n'] }
Exec <| title == 'b' |> { tag +> ['t'] }
