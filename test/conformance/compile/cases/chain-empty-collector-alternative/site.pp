# A collector that collects nothing in the middle of a chain: Puppet makes the chain's earlier
# operand the source of the next arrow (nova::deps relies on it for its anchors).
notify { 'a': } -> Notify<| tag == 'none' |> ~> notify { 'b': }
notify { 'c': }
Notify['c'] -> Notify<| tag == 'nothing' |> -> Notify<| tag == 'still nothing' |> ~> Notify['b']
notify { 'd': tag => 'some' }
Notify['a'] -> Notify<| tag == 'some' |> -> notify { 'e': }
