# Once a collector with an override block collected from a definition's code, Puppet marks the
# definition as overriding: a later override from that code may change another definition's
# resources, as if from a subclass (here main overrides a define's resource at the finish).
define d { notify { "${title}-n": message => 'from d' } }
d { 'x': }
notify { 'a': }
Notify <| title == 'a' |> { withpath => true }
Notify['x-n'] { message => 'from main' }
