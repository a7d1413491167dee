notice(Notify['a'] -> Notify['b'])
