# `!=` in a collector query is not the negation of `==`: it compares the parameter's whole value
# (for `tag`, the tag parameter, not the tags), and an absent one is undef. `==` on the title
# ignores case, and `tag ==` an array (a variable's: a literal one is refused) matches any of its tags.
@notify { 'a': tag => ['beta', 'alpha'], message => ['x', 'y'] }
@notify { 'b': tag => 'beta', message => 'x' }
@notify { 'c': }
@notify { 'd': tag => 'gamma' }
@notify { 'e': }
Notify <| tag != 'beta' and message != 'x' |> { withpath => true }
Notify <| title == 'C' |> { loglevel => 'info' }
$wanted = ['gamma', 'delta']
Notify <| tag == $wanted |> { loglevel => 'warning' }
