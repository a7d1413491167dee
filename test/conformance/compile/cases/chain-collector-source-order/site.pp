# A chain from a collector to several references pairs the collector with each reference in turn,
# as Puppet's relationship operator does: the collected resources take the first target, then the
# next (a list shared by an expression's titles shows every addition); duplicate references count
# once (random compile differential, seed 9104).
notify { ['n1', 'n2']: tag => 'src', before => [] }
notify { ['t1', 't2', 't3']: }
Notify <| tag == 'src' |> -> [Notify['t2'], Notify['t1']]
notify { 'd1': }
Notify['d1'] -> [Notify['t3'], Notify['t3'], Notify['t1']]
notify { ['e1', 'e2']: tag => 'esrc' }
Notify <| tag == 'esrc' |> ~> notify { ['f1', 'f2']: }
