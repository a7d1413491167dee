# `+>` in an inheriting class on a parameter its parent set to undef appends to that undef:
# Puppet keeps the nil until the catalog is finished (random compile differential, seed 9103).
class base {
  notify { ['a', 'b', 'c']: message => undef }
  notify { 'd': }
}
class child inherits base {
  Notify['a'] { message +> 'x' }
  Notify['b'] { message +> ['x', 'y'] }
  Notify['c'] { tag +> 'extra' }
  Notify['d'] { message +> 'only' }
}
include child
notify { 'e': message => undef, tag => 'collected' }
Notify <| tag == 'collected' |> { message +> 'by collector' }
