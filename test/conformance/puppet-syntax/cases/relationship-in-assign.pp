$a = Notify['a'] -> Notify['b']
