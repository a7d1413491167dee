# Puppet appends a chain's target to a relationship list where it is: the resources sharing the
# list (the titles of one expression, the takers of one resource default) all get it; a list from
# a variable is each expression's own, and the require function makes a new list.
notify { ['a', 'b']: before => [Notify['z']] }
Notify { before => [Notify['z']] }
notify { ['c', 'd']: }
$list = [Notify['z']]
notify { 'e': before => $list }
notify { 'f': before => $list }
notify { 'z': before => undef }
notify { 'y': before => undef }
Notify['a'] -> Notify['y']
Notify['c'] -> Notify['y']
Notify['e'] -> Notify['y']
define foo { require bar }
class bar { }
Foo { require => [Notify['z']] }
foo { ['g', 'h']: }
