Package['a'] -> Service['b']
