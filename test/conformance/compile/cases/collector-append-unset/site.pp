# `+>` on an attribute the resource does not have sets the value as written (a String stays a
# String); on one it has, it appends.
notify { 'a': }
notify { 'b': tag => 'first' }
notify { 'c': }
Notify <| title == 'a' |> { tag +> 'added' }
Notify <| title == 'b' |> { tag +> 'added' }
Notify <| title == 'c' |> { tag +> ['listed'] }
