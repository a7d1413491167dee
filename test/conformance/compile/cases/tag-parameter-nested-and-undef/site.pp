# A tag metaparameter's nested arrays are flattened and its undef left out, in declarations and overrides.
notify { 'a': tag => [['t1', ['t2']], undef, 'T3'] }
notify { 'b': }
Notify['b'] { tag => ['o1', ['o2'], undef] }
notify { 'c': }
Notify <| title == 'c' |> { tag => [['c1'], 'C2'] }
class k { tag(['x1', ['x2']]) notify { 'd': } }
class { 'k': tag => ['k1', ['k2']] }
