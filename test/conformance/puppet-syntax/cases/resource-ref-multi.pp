Package['a', 'b'] -> Service['c']
