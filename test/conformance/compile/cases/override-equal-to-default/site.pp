# An override (or a collector's override block) whose value equals a resource default in reach
# of the resource is ignored where the resource has the attribute, `+>` as well.
Exec { before => Notify['n'], tag => ['t'] }
notify { 'n': }
exec { 'a': command => '/bin/true' }
exec { 'b': command => '/bin/true' }
Exec['a'] { before +> Notify['n'] }
Exec <| title == 'b' |> { tag +> ['t'] }
# Equal to a default in reach, though the resource's own value came from its body: ignored too.
notify { 'own': message => true }
Notify <| title == 'own' |> { message => '' }
Notify { message => '' }
