notify { 'a': before => 'Notify[b]' }
notify { 'b': require => [] }
notify { 'c': require => [undef, Notify['a']] }
notify { 'd': subscribe => Notify['a', 'b'] }
notify { 'e': notify => [[Notify['a']], Notify['c']] }
notify { 'f': require => Notify[later] }
notify { 'later': }
Notify['g'] -> Notify['e']
Notify['b'] ~> [Notify['c'], Notify['d']]
[Notify['c'], Notify['d']] <- Notify['f']
notify { 'g': before => undef }
class foo { }
include foo
notify { 'h': require => ['notify[a]', 'Class[foo]', 'class[foo]'], message => [[Notify['a']], [1, [2]]], tag => [['ta', undef], 'tb'] }
notify { 'i': message => [[1, [2]], { 'k' => [Notify['a']] }] }
